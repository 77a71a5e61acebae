package io.queenmq.broker.api.streams;

import static io.queenmq.broker.http.ResponseTimer.timed;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.ResponseTimer;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PushStore;
import io.queenmq.broker.store.streams.CycleRequest;
import io.queenmq.broker.store.streams.CycleStore;
import io.queenmq.broker.store.streams.QueryStore;
import io.queenmq.broker.store.streams.StateStore;

/**
 * Streams (docs/http-api.md §5): register a query and read state on the blocking workers; cycles on their own store lanes
 * ({@code STORE_STREAMS_WORKERS}, at most {@link CycleStore#MAX_BATCH_CYCLES} cycles per batch), drained first at
 * shutdown like the core's.
 */
public final class StreamsFeature implements Feature {
    private final QueryStore queries;
    private final StateStore state;
    private final Lanes<CycleRequest> cycles;
    private final BlockingWork blocking;
    private final int maxPushItems;
    private final ResponseTimer cycleTimer;

    public StreamsFeature(Foundation base) {
        queries = new QueryStore(base.general());
        state = new StateStore(base.general());
        blocking = new BlockingWork(base.blocking());
        maxPushItems = base.config().get(Settings.MAX_PUSH_ITEMS);
        cycles = base.storeLanes("cycle", base.config().get(Settings.STORE_STREAMS_WORKERS),
                new CycleStore(new PushStore(base.catalog(), base.committed(), base.encryption()), base.committed()),
                Math.min(base.config().get(Settings.STORE_MAX_BATCH_ROWS), CycleStore.MAX_BATCH_CYCLES));
        cycleTimer = base.metrics().responseTimer("cycle");
    }

    @Override
    public void register(Router router) {
        router.add("POST", "/streams/v1/queries", new QueryRoute(queries, blocking))
                .add("POST", "/streams/v1/cycle", timed(new CycleRoute(cycles, maxPushItems), cycleTimer))
                .add("POST", "/streams/v1/state/get", new StateRoute(state, blocking));
    }
}
