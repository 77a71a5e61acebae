package io.queenmq.broker.api.cluster;

import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.store.CommitListener;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * The cluster-sync routes (docs/http-api.md §4.10): this broker's part in the cluster ({@link SharedState}) under its
 * three paths, and notify. The peers' wake-ups themselves (LISTEN/NOTIFY) are part of the {@link Foundation}.
 */
public final class ClusterFeature implements Feature {
    private final SharedState state;
    private final CommitListener wake;

    /** {@code port}: the bound HTTP port, read when asked. */
    public ClusterFeature(Foundation base, IntSupplier port) {
        state = new SharedState(base.announcer(), base.peers(), base.catalog(), base.maintenance(), port);
        wake = base.committed();
    }

    /** This broker's part in the cluster, as {@code GET /api/v1/system/shared-state} shows it. */
    public Map<String, Object> snapshot() {
        return state.snapshot();
    }

    @Override
    public void register(Router router) {
        SharedStateRoute view = new SharedStateRoute(state);
        router.add("GET", "/api/v1/system/shared-state", view)
                .add("GET", "/internal/api/shared-state/stats", view)
                .add("GET", "/internal/api/inter-instance/stats", view)
                .add("POST", "/internal/api/notify", new NotifyRoute(wake));
    }
}
