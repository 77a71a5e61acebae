package io.queenmq.broker.api.cluster;

import io.queenmq.broker.http.Router;
import io.queenmq.broker.store.CommitListener;

/** The cluster-sync routes (http-api.md §4.10): the shared-state view under its three paths, and notify. */
public final class ClusterRoutes {
    private ClusterRoutes() {}

    /** {@code wake}: what a committed push tells (this broker's long polls and its peers). */
    public static Router addTo(Router router, SharedState state, CommitListener wake) {
        SharedStateRoute view = new SharedStateRoute(state);
        return router
                .add("GET", "/api/v1/system/shared-state", view)
                .add("GET", "/internal/api/shared-state/stats", view)
                .add("GET", "/internal/api/inter-instance/stats", view)
                .add("POST", "/internal/api/notify", new NotifyRoute(wake));
    }
}
