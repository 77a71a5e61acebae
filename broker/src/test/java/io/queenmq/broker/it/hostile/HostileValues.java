package io.queenmq.broker.it.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/** The values the corpus puts in fields, path segments and query parameters, by what makes each hostile. */
final class HostileValues {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private HostileValues() {}

    /**
     * JSON values that replace a body field, whatever its type. No booleans: a boolean is the valid type of the
     * fields that switch modes on (maintenance, seek to end).
     */
    static Map<String, JsonNode> fieldValues() {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        values.put("null", JSON.nullNode());
        values.put("negative", JSON.numberNode(-1));
        values.put("huge exponent", JSON.numberNode(new BigDecimal("1e1000000000")));
        values.put("SQL metacharacters", JSON.textNode("'; DROP TABLE queen.messages; --"));
        values.put("300 characters of path", JSON.textNode("../".repeat(100)));
        values.put("NUL and unpaired surrogate", JSON.textNode("a\u0000\uD800b"));
        values.put("array", JSON.arrayNode().add(1).add("two").addNull());
        values.put("object", JSON.objectNode().put("$gt", ""));
        return values;
    }

    /** Percent-encoded path segments: SQL and path metacharacters, control characters, broken encodings. */
    static Map<String, String> pathSegments() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("SQL metacharacters", "%27%3B%20DROP%20TABLE%20queen.messages%3B%20--");
        values.put("encoded slash", "a%2Fb");
        values.put("dot dot", "..");
        values.put("encoded traversal", "..%2F..%2Fpom.xml");
        values.put("NUL", "a%00b");
        values.put("invalid UTF-8", "%FF%FE");
        values.put("bad percent escape", "%G1");
        values.put("300 characters", "q".repeat(300));
        values.put("wildcards", "*%25_");
        return values;
    }

    /** Query strings: each sets every parameter name any route reads to one kind of bad value. */
    static Map<String, String> queryStrings() {
        String[] names = {"limit", "offset", "batch", "partitions", "timeout", "from", "to", "interval", "status",
            "subscriptionMode", "subscriptionFrom", "consumerGroup", "queue", "partition", "namespace", "ns", "task",
            "sort", "hostname", "workerId", "autoAck", "deleteMetadata", "minLagSeconds"};
        Map<String, String> values = new LinkedHashMap<>();
        values.put("negative numbers", query(names, "-1"));
        values.put("huge numbers", query(names, "99999999999999999999999"));
        values.put("words", query(names, "bogus"));
        values.put("control characters and invalid UTF-8", query(names, "%00%FF%0A"));
        values.put("SQL metacharacters", query(names, "%27%3B%20DROP%20TABLE%20queen.queues%3B--"));
        return values;
    }

    /** A value {@code depth} arrays deep. */
    static String nested(int depth) {
        return "[".repeat(depth) + "]".repeat(depth);
    }

    private static String query(String[] names, String value) {
        StringBuilder out = new StringBuilder();
        for (String name : names) {
            out.append(out.length() == 0 ? '?' : '&').append(name).append('=').append(value);
        }
        return out.toString();
    }
}
