package io.queenmq.broker.api.core;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.api.JsonFields;
import io.queenmq.broker.api.Names;
import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.RouteHandler;
import io.queenmq.broker.store.QueueOptions;
import io.queenmq.broker.store.core.QueueStore;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code POST /api/v1/configure} (docs/http-api.md §3.2): full-replacement upsert of a queue's options. */
final class ConfigureRoute implements RouteHandler {
    private final QueueStore store;
    private final BlockingWork blocking;

    ConfigureRoute(QueueStore store, BlockingWork blocking) {
        this.store = store;
        this.blocking = blocking;
    }

    @Override
    public void handle(HttpExchange exchange) {
        JsonNode body = exchange.jsonBody();
        JsonNode queueNode = body.get("queue");
        if (queueNode == null || !queueNode.isTextual()) {
            throw ApiException.badRequest("queue is required");
        }
        String queue = Names.queue(queueNode.textValue());
        String namespace = tag("namespace", body);
        String task = tag("task", body);
        JsonNode options = body.get("options");
        QueueOptions o = options != null && options.isObject() ? parse(options) : QueueOptions.DEFAULTS;
        blocking.submit(exchange, () -> {
            QueueStore.Configured configured = store.configure(queue, namespace, task, o);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("configured", true);
            out.put("queueId", configured.queueId().toString());
            out.put("partitionId", configured.defaultPartitionId().toString());
            out.put("queue", queue);
            out.put("namespace", namespace);
            out.put("task", task);
            out.put("options", echo(o));
            exchange.respond(200, out);
        });
    }

    /**
     * A namespace or task: only strings count; null (what clients send by default) and other types mean "no tag".
     * Bounded like a name, since every status and analytics filter compares it.
     */
    private static String tag(String field, JsonNode body) {
        JsonNode node = body.get(field);
        String text = node != null && node.isTextual() ? node.textValue() : "";
        return JsonFields.storableText(field, Names.bounded(field, text));
    }

    private static QueueOptions parse(JsonNode o) {
        QueueOptions d = QueueOptions.DEFAULTS;
        return new QueueOptions(
                count(o, "leaseTime", d.leaseTime()),
                count(o, "retryLimit", d.retryLimit()),
                count(o, "retryDelay", d.retryDelay()),
                count(o, "maxSize", d.maxSize()),
                count(o, "ttl", d.ttl()),
                integer(o, "priority", d.priority()),
                count(o, "delayedProcessing", d.delayedProcessing()),
                count(o, "windowBuffer", d.windowBuffer()),
                count(o, "retentionSeconds", d.retentionSeconds()),
                count(o, "completedRetentionSeconds", d.completedRetentionSeconds()),
                flag(o, "retentionEnabled", d.retentionEnabled()),
                flag(o, "encryptionEnabled", d.encryptionEnabled()),
                count(o, "maxWaitTimeSeconds", d.maxWaitTimeSeconds()),
                flag(o, "deadLetterQueue", d.deadLetterQueue()),
                flag(o, "dlqAfterMaxRetries", d.dlqAfterMaxRetries()),
                count(o, "dedupWindowSeconds", d.dedupWindowSeconds()));
    }

    private static Map<String, Object> echo(QueueOptions o) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("priority", o.priority());
        out.put("leaseTime", o.leaseTime());
        out.put("retryLimit", o.retryLimit());
        out.put("retryDelay", o.retryDelay());
        out.put("maxSize", o.maxSize());
        out.put("ttl", o.ttl());
        out.put("deadLetterQueue", o.deadLetterQueue());
        out.put("dlqAfterMaxRetries", o.dlqAfterMaxRetries());
        out.put("delayedProcessing", o.delayedProcessing());
        out.put("windowBuffer", o.windowBuffer());
        out.put("retentionSeconds", o.retentionSeconds());
        out.put("completedRetentionSeconds", o.completedRetentionSeconds());
        out.put("retentionEnabled", o.retentionEnabled());
        out.put("encryptionEnabled", o.encryptionEnabled());
        out.put("maxWaitTimeSeconds", o.maxWaitTimeSeconds());
        out.put("dedupWindowSeconds", o.dedupWindowSeconds());
        return out;
    }

    /** A non-negative integer option (a numeric string is accepted, as PostgreSQL would coerce it). */
    private static int count(JsonNode options, String key, int defaultValue) {
        int value = integer(options, key, defaultValue);
        if (value < 0) {
            throw ApiException.badRequest("options." + key + " must not be negative: " + value);
        }
        return value;
    }

    private static int integer(JsonNode options, String key, int defaultValue) {
        JsonNode value = options.get(key);
        if (value == null || value.isNull()) {
            return defaultValue;
        }
        if (value.isIntegralNumber() && value.canConvertToInt()) {
            return value.intValue();
        }
        if (value.isTextual()) {
            try {
                return Integer.parseInt(value.textValue().trim());
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        throw ApiException.badRequest("options." + key + " must be an integer: " + value);
    }

    private static boolean flag(JsonNode options, String key, boolean defaultValue) {
        JsonNode value = options.get(key);
        if (value == null || value.isNull()) {
            return defaultValue;
        }
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isTextual() && (value.textValue().equals("true") || value.textValue().equals("false"))) {
            return Boolean.parseBoolean(value.textValue());
        }
        throw ApiException.badRequest("options." + key + " must be a boolean: " + value);
    }
}
