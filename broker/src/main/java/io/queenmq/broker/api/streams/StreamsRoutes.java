package io.queenmq.broker.api.streams;

import static io.queenmq.broker.http.ResponseTimer.timed;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.streams.CycleRequest;
import io.queenmq.broker.store.streams.QueryStore;
import io.queenmq.broker.store.streams.StateStore;

/** The streams routes (http-api §5): register a query and read state on the blocking pool, cycles in their lanes. */
public final class StreamsRoutes {
    private StreamsRoutes() {}

    /** {@code cycleTimer}: the timer of the cycle route's answers. */
    public static Router addTo(Router router, QueryStore queries, StateStore state, Lanes<CycleRequest> cycles,
                               BlockingWork blocking, int maxPushItems, ResponseTimer cycleTimer) {
        return router
                .add("POST", "/streams/v1/queries", new QueryRoute(queries, blocking))
                .add("POST", "/streams/v1/cycle", timed(new CycleRoute(cycles, maxPushItems), cycleTimer))
                .add("POST", "/streams/v1/state/get", new StateRoute(state, blocking));
    }
}
