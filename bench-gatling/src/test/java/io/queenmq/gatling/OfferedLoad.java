package io.queenmq.gatling;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The open model's fixed offer, {@code msgPerSec} messages per second, and whether a run's rates
 * kept up with it. A consumer group kept up when it lost nothing and delivered at no less than
 * {@link #KEPT_UP} of the offered rate over its own window (first pop to last delivery): a group
 * that falls behind and catches up during the drain stretches that window. Immutable.
 */
record OfferedLoad(int msgPerSec) {

    static final double KEPT_UP = 0.95;

    /** {@code deliverMsgPerSec / msgPerSec}: 1 for a group that keeps up, about N for N groups in all. */
    double deliveredPerOffered(double deliverMsgPerSec) {
        return deliverMsgPerSec / msgPerSec;
    }

    boolean keptUp(double deliverMsgPerSec, long lost) {
        return lost == 0 && deliveredPerOffered(deliverMsgPerSec) >= KEPT_UP;
    }

    /** What to add to a group's summary: {@code deliveredPerOffered} and {@code keptUp}. */
    Map<String, Object> judgeGroup(double deliverMsgPerSec, long lost) {
        Map<String, Object> judged = new LinkedHashMap<>();
        judged.put("deliveredPerOffered", deliveredPerOffered(deliverMsgPerSec));
        judged.put("keptUp", keptUp(deliverMsgPerSec, lost));
        return judged;
    }
}
