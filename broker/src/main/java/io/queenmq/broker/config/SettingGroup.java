package io.queenmq.broker.config;

/** How often an operator needs a setting; the configuration reference is ordered by it. */
public enum SettingGroup {
    /** Needed to run the broker somewhere: listen address, database. */
    ESSENTIAL("essential"),
    /** Tuned in ordinary deployments. */
    FREQUENT("frequent"),
    /** Internal limits and knobs; the defaults suit almost everyone. */
    RARE("rare");

    private final String label;

    SettingGroup(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
