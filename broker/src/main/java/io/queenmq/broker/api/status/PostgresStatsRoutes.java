package io.queenmq.broker.api.status;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.store.admin.PostgresStatsStore;
import java.util.concurrent.ExecutorService;

/** The PostgreSQL statistics route (http-api.md §4.7), read on the blocking workers. */
public final class PostgresStatsRoutes {
    private PostgresStatsRoutes() {}

    public static Router addTo(Router router, PostgresStatsStore store, ExecutorService blocking) {
        return router.add("GET", "/api/v1/analytics/postgres-stats",
                new PostgresStatsRoute(store, new BlockingWork(blocking)));
    }
}
