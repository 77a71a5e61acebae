package io.queenmq.broker.api;

import io.queenmq.broker.db.SqlErrors;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the blocking database calls of the low-rate routes (configure, lease renewal, health, admin)
 * on worker threads, so that event loops never wait on JDBC.
 */
public final class BlockingWork {
    private static final Logger log = LoggerFactory.getLogger(BlockingWork.class);

    /** A blocking call that answers its exchange itself. */
    @FunctionalInterface
    public interface Call {
        void run() throws SQLException;
    }

    private final ExecutorService executor;

    public BlockingWork(ExecutorService executor) {
        this.executor = executor;
    }

    public void submit(HttpExchange exchange, Call call) {
        try {
            executor.execute(() -> {
                try {
                    call.run();
                } catch (ApiException e) {
                    exchange.respondError(e.status(), e.getMessage());
                } catch (SQLException e) {
                    log.warn("Database call failed: {} (SQLSTATE {})", SqlErrors.clientMessage(e), e.getSQLState());
                    exchange.respond(500, Map.of("error", SqlErrors.clientMessage(e)));
                } catch (RuntimeException e) {
                    log.error("Unexpected failure answering {} {}", exchange.method(), exchange.path(), e);
                    exchange.respond(500, Map.of("error", "Internal server error"));
                }
            });
        } catch (RejectedExecutionException e) {
            Overload.reject(exchange, "Request");
        }
    }
}
