package io.queenmq.broker.feature;

import io.queenmq.broker.http.Router;

/**
 * One part of the broker (core, admin, groups, status, metrics, cluster, dashboard, streams, auth). A feature reads its
 * own settings, builds its stores over the {@link Foundation} and starts what runs on its own threads when it is
 * constructed, handing each to the {@link Lifecycle} so that it stops in reverse order at shutdown; the broker builds
 * the features in a declared order (docs/design.md, "Features"), registers their routes in that order, then starts the
 * HTTP server.
 */
public interface Feature {
    /** Adds the feature's routes (or, for auth, what guards them). Called once, in the broker's feature order. */
    void register(Router router);

    /** Called once the HTTP server listens on {@code port}: for what reports the broker's address. */
    default void listening(int port) {}
}
