package io.queenmq.broker.api.core;

import io.opentelemetry.api.trace.Span;
import io.queenmq.broker.api.Names;
import io.queenmq.broker.api.QueryNumbers;
import io.queenmq.broker.api.Timestamps;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.QueryParams;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.util.Uuid7;
import java.time.Instant;

/** Both pop routes (docs/http-api.md §3.4): the wildcard route and the partition route. */
final class PopRoute implements RouteHandler {
    /** Limits and defaults of pop, from the broker configuration. */
    record Limits(int defaultBatch, int maxBatch, int defaultTimeoutMs, int maxWaitMs, String defaultSubscriptionMode,
                  RecheckSchedule rechecks) {
        static Limits from(BrokerConfig config) {
            return new Limits(config.get(Settings.DEFAULT_BATCH_SIZE), config.get(Settings.MAX_POP_BATCH),
                    config.get(Settings.DEFAULT_TIMEOUT), config.get(Settings.MAX_POP_WAIT_MS),
                    config.get(Settings.DEFAULT_SUBSCRIPTION_MODE), RecheckSchedule.from(config));
        }
    }

    private final Lanes<PopRequest> lanes;
    private final LongPollRegistry registry;
    private final Limits limits;
    private final MaintenanceMode maintenance;
    private final AbandonedLease abandoned;

    PopRoute(Lanes<PopRequest> lanes, LongPollRegistry registry, Limits limits, MaintenanceMode maintenance,
             AbandonedLease abandoned) {
        this.abandoned = abandoned;
        this.lanes = lanes;
        this.registry = registry;
        this.limits = limits;
        this.maintenance = maintenance;
    }

    @Override
    public void handle(HttpExchange exchange) {
        String queue = Names.queue(exchange.pathParam("queue"));
        String partition = exchange.pathParam("partition");
        if (partition != null) {
            Names.partition(partition);
        }
        QueryParams query = exchange.query();
        String group = query.get("consumerGroup");
        group = group == null || group.isEmpty() ? PopRequest.QUEUE_MODE : Names.consumerGroup(group);
        int batch = positiveInt(query, "batch", limits.defaultBatch());
        if (batch > limits.maxBatch()) {
            throw ApiException.badRequest("batch too large: " + batch + " (max " + limits.maxBatch() + ")");
        }
        int partitions = partition == null ? positiveInt(query, "partitions", 1) : 1;
        boolean wait = query.getBool("wait", false);
        long timeoutMs = nonNegativeLong(query, "timeout", limits.defaultTimeoutMs());
        timeoutMs = Math.min(timeoutMs, limits.maxWaitMs());
        if (maintenance.popMaintenance()) {
            // Pop maintenance (docs/semantics.md §5.11): empty at once, whatever the wait.
            exchange.respondEmpty(204);
            return;
        }
        // Every attempt carries this route's span: its batches link to it, and it links to the messages delivered.
        Span span = Span.current();
        PopRequest template = new PopRequest(queue, partition, group, batch, Math.min(partitions, batch),
                query.getBool("autoAck", false), subscription(query), Uuid7.next(), null, span.getSpanContext());
        new LongPoll(exchange, lanes, registry, maintenance::popMaintenance, abandoned, template, wait, timeoutMs,
                limits.rechecks(), span).start();
    }

    /**
     * Where a new group starts: {@code subscriptionFrom} ({@code now} or a timestamp) wins over
     * {@code subscriptionMode}, which may be {@code new}, its alias {@code new-only}, or an ISO timestamp as an
     * alias of {@code subscriptionFrom} (docs/decisions.md §D10); any other mode reads from the beginning.
     */
    private PopRequest.Subscription subscription(QueryParams query) {
        String from = query.get("subscriptionFrom");
        if (from != null && !from.isEmpty()) {
            if (from.equals("now")) {
                return new PopRequest.Subscription(true, null);
            }
            Instant at = Timestamps.parseOrNull(from);
            if (at == null) {
                throw ApiException.badRequest("subscriptionFrom must be 'now' or an ISO-8601 timestamp: " + from);
            }
            return new PopRequest.Subscription(false, Timestamps.epochMicros("subscriptionFrom", from, at));
        }
        String mode = query.get("subscriptionMode", limits.defaultSubscriptionMode());
        if (mode.equals("new") || mode.equals("new-only")) {
            return new PopRequest.Subscription(true, null);
        }
        Instant at = Timestamps.parseOrNull(mode);
        return at == null ? PopRequest.Subscription.ALL
                : new PopRequest.Subscription(false, Timestamps.epochMicros("subscriptionMode", mode, at));
    }

    private static int positiveInt(QueryParams query, String name, int defaultValue) {
        return (int) QueryNumbers.read(query, name, defaultValue, 1, Integer.MAX_VALUE,
                name + " must be a positive integer");
    }

    private static long nonNegativeLong(QueryParams query, String name, long defaultValue) {
        return QueryNumbers.read(query, name, defaultValue, 0, Long.MAX_VALUE,
                name + " must be a non-negative integer (milliseconds)");
    }
}
