package io.queenmq.broker.it.hostile;

import static io.queenmq.broker.it.hostile.HostileCase.Outcome.ACCEPTED;
import static io.queenmq.broker.it.hostile.HostileCase.Outcome.ACCEPTED_OR_REJECTED;
import static io.queenmq.broker.it.hostile.HostileCase.Outcome.REJECTED;

import io.queenmq.broker.it.hostile.HostileCase.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-written cases for the bodies and parameters of push, pop, ack, transaction and configure: what a generated
 * mutation cannot express (10 MB strings, nesting around the depth limit, names that are valid despite SQL
 * metacharacters, unknown enum values, item counts past the limits).
 */
public final class HandWrittenCorpus {
    /** Ten million characters: past every name limit, within the body limits; for the fields stored as sent. */
    private static final String TEN_MB = "m".repeat(10_000_000);
    /** A million: the same checks at a tenth of the parsing, for the other fields. */
    private static final String ONE_MB = "m".repeat(1_000_000);
    private static final String UUID_TEXT = SampleRequests.UUID_TEXT;

    private final String queue;
    private final List<HostileCase> cases = new ArrayList<>();

    private HandWrittenCorpus(String queue) {
        this.queue = queue;
    }

    /** Cases that push to, pop from and configure {@code queue} (and names derived from it). */
    public static List<HostileCase> cases(String queue) {
        HandWrittenCorpus corpus = new HandWrittenCorpus(queue);
        corpus.push();
        corpus.pop();
        corpus.ack();
        corpus.transaction();
        corpus.configure();
        corpus.others();
        return corpus.cases;
    }

    private void push() {
        pushItem("payload nested 60 deep", "\"payload\":" + HostileValues.nested(60), ACCEPTED, null);
        pushItem("payload nested 70 deep", "\"payload\":" + HostileValues.nested(70), REJECTED, "nesting depth");
        pushItem("payload of 10 MB", "\"payload\":\"" + TEN_MB + "\"", ACCEPTED, null);
        pushItem("partition of 1 MB", "\"partition\":\"" + ONE_MB + "\"", REJECTED, "Partition name too long");
        pushItem("transactionId of 10 MB", "\"transactionId\":\"" + TEN_MB + "\"", REJECTED, "TransactionId too long");
        pushItem("traceId of 1 MB", "\"traceId\":\"" + ONE_MB + "\"", REJECTED, "TraceId");
        pushItem("payload number with a huge exponent", "\"payload\":1e1000000000", REJECTED,
                "Payload has a number out of PostgreSQL's range");
        pushItem("payload number with a tiny exponent", "\"payload\":{\"a\":[-1e-1000000000]}", REJECTED,
                "Payload has a number out of PostgreSQL's range");
        pushItem("payload of the largest number jsonb holds", "\"payload\":9.9e131071", ACCEPTED, null);
        pushItem("payload of the smallest number jsonb holds", "\"payload\":1e-16383", ACCEPTED, null);
        pushItem("payload of a number just past jsonb's range", "\"payload\":1e131072", REJECTED, "131072 digits");
        pushItem("payload of a number just below jsonb's precision", "\"payload\":1e-16384", REJECTED,
                "16383 after");
        pushItem("payload of a zero with a scale past jsonb's", "\"payload\":0e-99999", REJECTED, "16383 after");
        pushItem("payload integer of 40 digits", "\"payload\":" + "9".repeat(40), ACCEPTED, null);
        pushItem("payload number of 2000 digits", "\"payload\":" + "9".repeat(2000), REJECTED, "Number");
        pushItem("payload with a duplicate key", "\"payload\":{\"a\":1,\"a\":2}", REJECTED, "Duplicate field 'a'");
        pushItem("payload with a surrogate pair", "\"payload\":\"\\uD83D\\uDE00\"", ACCEPTED, null);
        pushItem("payload with a lone low surrogate", "\"payload\":\"\\uDE00\"", REJECTED, "surrogate");
        pushItem("payload with a raw control character", "\"payload\":\"a\u0001b\"", REJECTED, "Invalid JSON");
        pushItem("partition with SQL metacharacters", "\"partition\":\"\\\" OR 1=1 --\"", ACCEPTED, null);
        pushItem("partition with LIKE wildcards", "\"partition\":\"%_*\"", ACCEPTED, null);
        pushItem("partition with a backslash", "\"partition\":\"a\\\\b\"", ACCEPTED, null);
        pushItem("partition with a newline", "\"partition\":\"a\\nb\"", REJECTED, "control characters");
        pushItem("partition with a slash", "\"partition\":\"../etc\"", REJECTED, "'/'");
        pushItem("transactionId with SQL metacharacters", "\"transactionId\":\"'); DELETE FROM queen.messages; --\"",
                ACCEPTED, null);
        pushItem("traceId in upper case", "\"traceId\":\"" + UUID_TEXT.toUpperCase() + "\"", ACCEPTED, null);
        push("queue of 10 MB", "{\"items\":[{\"queue\":\"" + TEN_MB + "\"}]}", REJECTED, "Queue name too long");
        push("queue with SQL metacharacters",
                "{\"items\":[{\"queue\":\"" + queue + "'; DROP TABLE queen.queues; --\"}]}",
                ACCEPTED, null);
        push("queue with right-to-left override and emoji",
                "{\"items\":[{\"queue\":\"" + queue + "\\u202E\\uD83D\\uDE00\"}]}", ACCEPTED, null);
        push("queue with a tab", "{\"items\":[{\"queue\":\"a\\tb\"}]}", REJECTED, "control characters");
        push("no items", "{\"items\":[]}", ACCEPTED_OR_REJECTED, null);
        push("10,001 items", "{\"items\":[" + repeat("{\"queue\":\"" + queue + "\"}", 10_001) + "]}", REJECTED,
                "Too many items: 10001 (max 10000)");
        push("items given twice", "{\"items\":[],\"items\":[{\"queue\":\"" + queue + "\"}]}", REJECTED,
                "Duplicate field 'items'");
        push("items of nulls", "{\"items\":[null,null]}", REJECTED, "object");
        push("a number as the body", "12345678901234567890", REJECTED, null);
    }

    private void pop() {
        String pop = "/api/v1/pop/queue/" + queue;
        get("pop", "batch in hex", pop + "?batch=0x10", REJECTED, "batch");
        get("pop", "batch in scientific notation", pop + "?batch=1e3", REJECTED, "batch");
        get("pop", "partitions beyond int range", pop + "?partitions=99999999999", REJECTED, "partitions");
        get("pop", "unknown subscriptionMode", pop + "?consumerGroup=g&subscriptionMode=bogus",
                ACCEPTED_OR_REJECTED, null);
        get("pop", "consumerGroup with SQL metacharacters", pop + "?consumerGroup=%27%3B%20DROP%20TABLE%20x%3B--",
                ACCEPTED, null);
        get("pop", "consumerGroup of 10,000 characters", pop + "?consumerGroup=" + "g".repeat(10_000),
                REJECTED, null);
        get("pop", "queue name of invalid UTF-8", pop + "%FF%FE", REJECTED, "not UTF-8");
        get("pop", "partition name of a UTF-8 encoded surrogate", pop + "/partition/%ED%A0%80", REJECTED,
                "not UTF-8");
        get("pop", "consumerGroup of truncated UTF-8", pop + "?consumerGroup=a%C3", REJECTED, "not UTF-8");
        get("pop", "queue name in percent-encoded UTF-8", pop + "%C3%A9%E2%82%AC", ACCEPTED, null);
        get("pop", "a short long poll", pop + "/partition/nowhere?wait=true&timeout=1", ACCEPTED, null);
        get("pop", "timeout beyond int range", pop + "?timeout=99999999999", ACCEPTED_OR_REJECTED, null);
        get("pop", "autoAck neither true nor false", pop + "/partition/nowhere?autoAck=maybe",
                ACCEPTED_OR_REJECTED, null);
    }

    private void ack() {
        String ack = "/api/v1/ack";
        String ids = "\"partitionId\":\"" + UUID_TEXT + "\"";
        post("ack", "transactionId of 10 MB", ack, "{\"transactionId\":\"" + TEN_MB + "\"," + ids + "}", REJECTED,
                "transactionId too long");
        post("ack", "consumerGroup of 1 MB", ack, "{\"transactionId\":\"t\"," + ids + ",\"consumerGroup\":\""
                + ONE_MB + "\"}", REJECTED, "Consumer group name too long");
        post("ack", "error text of 1 MB", ack, "{\"transactionId\":\"t\"," + ids + ",\"status\":\"failed\","
                + "\"error\":\"" + ONE_MB + "\"}", ACCEPTED_OR_REJECTED, null);
        post("ack", "status in upper case", ack, "{\"transactionId\":\"t\"," + ids + ",\"status\":\"COMPLETED\"}",
                REJECTED, "Unknown ack status");
        post("ack", "empty status", ack, "{\"transactionId\":\"t\"," + ids + ",\"status\":\"\"}", REJECTED,
                "Unknown ack status");
        post("ack", "leaseId with SQL metacharacters", ack, "{\"transactionId\":\"t\"," + ids
                + ",\"leaseId\":\"' OR 1=1 --\"}", REJECTED, "leaseId");
        post("ack", "partitionId of 1 MB", ack, "{\"transactionId\":\"t\",\"partitionId\":\"" + ONE_MB + "\"}",
                REJECTED, "partitionId");
        post("ack", "10,001 acknowledgments", ack + "/batch", "{\"acknowledgments\":["
                + repeat("{\"transactionId\":\"t\"," + ids + "}", 10_001) + "]}", REJECTED,
                "Too many acknowledgments: 10001 (max 10000)");
        post("ack", "acknowledgments of nulls", ack + "/batch", "{\"acknowledgments\":[null]}", REJECTED, "object");
    }

    private void transaction() {
        String tx = "/api/v1/transaction";
        post("transaction", "operations missing", tx, "{}", REJECTED, "operations");
        post("transaction", "no operations", tx, "{\"operations\":[]}", ACCEPTED_OR_REJECTED, null);
        // docs/http-api.md §3.7: an unknown type fails the transaction, answered 200 with success false.
        post("transaction", "unknown operation type", tx, "{\"operations\":[{\"type\":\"delete\"}]}",
                ACCEPTED_OR_REJECTED, null);
        post("transaction", "operation type null", tx, "{\"operations\":[{\"type\":null}]}", REJECTED, "type");
        post("transaction", "operations of numbers", tx, "{\"operations\":[1,2]}", REJECTED, null);
        post("transaction", "push of a 1 MB queue name", tx, "{\"operations\":[{\"type\":\"push\",\"items\":[{"
                + "\"queue\":\"" + ONE_MB + "\"}]}]}", REJECTED, "Queue name too long");
        post("transaction", "ack of a 300-character transactionId", tx, "{\"operations\":[{\"type\":\"ack\","
                + "\"transactionId\":\"" + "t".repeat(300) + "\",\"partitionId\":\"" + UUID_TEXT + "\"}]}", REJECTED,
                "transactionId too long: 300");
        post("transaction", "push of a number out of jsonb's range", tx, "{\"operations\":[{\"type\":\"push\","
                + "\"items\":[{\"queue\":\"" + queue + "\",\"payload\":1E+999999}]}]}", REJECTED,
                "out of PostgreSQL's range");
        post("transaction", "push nested 70 deep", tx, "{\"operations\":[{\"type\":\"push\",\"items\":[{"
                + "\"queue\":\"" + queue + "\",\"payload\":" + HostileValues.nested(70) + "}]}]}", REJECTED,
                "nesting depth");
    }

    private void configure() {
        String configure = "/api/v1/configure";
        String q = "{\"queue\":\"" + queue + "\",";
        post("configure", "namespace of 10 MB", configure, q + "\"namespace\":\"" + TEN_MB + "\"}", REJECTED,
                "namespace too long: 10000000 characters (max 255)");
        post("configure", "task of 1 MB", configure, q + "\"task\":\"" + ONE_MB + "\"}", REJECTED,
                "task too long: 1000000 characters (max 255)");
        post("configure", "namespace of 255 characters", configure, q + "\"namespace\":\"" + "n".repeat(255) + "\"}",
                ACCEPTED, null);
        post("configure", "leaseTime with a huge exponent", configure, q + "\"options\":{\"leaseTime\":1e1000000000}}",
                REJECTED, "leaseTime");
        post("configure", "leaseTime past int range", configure, q + "\"options\":{\"leaseTime\":2147483648}}",
                REJECTED, "leaseTime");
        post("configure", "priority below int range", configure, q + "\"options\":{\"priority\":-2147483649}}",
                REJECTED, "priority");
        post("configure", "leaseTime as a numeric string", configure, q + "\"options\":{\"leaseTime\":\"30\"}}",
                ACCEPTED, null);
        post("configure", "unknown option", configure, q + "\"options\":{\"frobnicate\":1}}", ACCEPTED, null);
        post("configure", "options not an object", configure, q + "\"options\":\"fast\"}", ACCEPTED_OR_REJECTED,
                null);
        post("configure", "namespace with SQL metacharacters", configure,
                q + "\"namespace\":\"'; DROP SCHEMA queen CASCADE; --\"}", ACCEPTED, null);
    }

    private void others() {
        String seek = "/api/v1/consumer-groups/g-" + queue + "/queues/" + queue + "/seek";
        post("seek", "timestamp not a date", seek, "{\"timestamp\":\"yesterday\"}", REJECTED, "timestamp");
        post("seek", "timestamp past year 9999", seek, "{\"timestamp\":\"+999999999-12-31T23:59:59Z\"}", REJECTED,
                "timestamp");
        post("seek", "toEnd not a boolean", seek, "{\"toEnd\":\"yes\"}", REJECTED, "toEnd");
        post("lease", "seconds with a huge exponent", "/api/v1/lease/" + UUID_TEXT + "/extend",
                "{\"seconds\":1e1000000000}", ACCEPTED_OR_REJECTED, null);
        post("traces", "data with a number out of jsonb's range", "/api/v1/traces", "{\"transactionId\":\"t\","
                + "\"partitionId\":\"" + UUID_TEXT + "\",\"data\":{\"n\":1e-99999}}", REJECTED,
                "out of PostgreSQL's range");
        get("messages", "limit past the page size", "/api/v1/messages?limit=10001", REJECTED, "limit");
        get("dashboard", "path traversal", "/assets/..%2F..%2F..%2Fpom.xml", REJECTED, "Not Found");
        post("traces", "data of 1 MB", "/api/v1/traces", "{\"transactionId\":\"t\",\"partitionId\":\"" + UUID_TEXT
                + "\",\"data\":\"" + ONE_MB + "\"}", ACCEPTED_OR_REJECTED, null);
    }

    private void pushItem(String description, String fields, Outcome outcome, String errorContains) {
        push(description, "{\"items\":[{\"queue\":\"" + queue + "\"," + fields + "}]}", outcome, errorContains);
    }

    private void push(String description, String body, Outcome outcome, String errorContains) {
        post("push", description, "/api/v1/push", body, outcome, errorContains);
    }

    private void post(String category, String description, String path, String body, Outcome outcome,
                      String errorContains) {
        cases.add(new HostileCase(category, description, HostileCase.json("POST", path, body), false, outcome,
                errorContains));
    }

    private void get(String category, String description, String path, Outcome outcome, String errorContains) {
        cases.add(new HostileCase(category, description, HostileCase.json("GET", path, null), false, outcome,
                errorContains));
    }

    private static String repeat(String element, int count) {
        return String.join(",", java.util.Collections.nCopies(count, element));
    }
}
