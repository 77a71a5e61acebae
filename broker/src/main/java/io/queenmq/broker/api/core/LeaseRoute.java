package io.queenmq.broker.api.core;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.core.LeaseStore;
import io.queenmq.broker.util.WireTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** {@code POST /api/v1/lease/:leaseId/extend} (docs/http-api.md §3.8); an empty body means {@code {}}. */
final class LeaseRoute implements RouteHandler {
    private static final int DEFAULT_SECONDS = 60;
    /** A renewal longer than a day is almost surely a unit mistake (ms for s). */
    private static final int MAX_SECONDS = 86_400;

    private final LeaseStore store;
    private final BlockingWork blocking;

    LeaseRoute(LeaseStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        UUID leaseId = JsonFields.uuid("leaseId", exchange.pathParam("leaseId"));
        JsonNode seconds = exchange.jsonBodyOrEmpty().get("seconds");
        int extendBy = DEFAULT_SECONDS;
        if (seconds != null && !seconds.isNull()) {
            if (!seconds.canConvertToInt() || !seconds.isIntegralNumber() || seconds.intValue() < 1
                    || seconds.intValue() > MAX_SECONDS) {
                throw ApiException.badRequest("seconds must be an integer from 1 to " + MAX_SECONDS + ": " + seconds);
            }
            extendBy = seconds.intValue();
        }
        int finalExtendBy = extendBy;
        blocking.submit(exchange, () -> {
            LeaseStore.Renewal renewal = store.extend(leaseId, finalExtendBy);
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("index", 0);
            result.put("leaseId", leaseId.toString());
            result.put("success", renewal.error() == null);
            result.put("error", renewal.error());
            result.put("expiresAt", renewal.expiresEpochMicros() == null ? null
                    : WireTime.millis(renewal.expiresEpochMicros()));
            exchange.respond(200, List.of(result));
        });
    }
}
