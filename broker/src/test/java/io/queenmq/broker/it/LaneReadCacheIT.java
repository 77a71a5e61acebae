package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The lane read cache (docs/design.md, "One read for many groups"): a second consumer group reading the offsets
 * a first one read is served from the broker's memory, and gets exactly what a read of the database would give.
 */
@Timeout(30)
class LaneReadCacheIT {
    private static final Pattern SERVED = Pattern.compile("(?m)^queen_pop_cache_served_total(?:\\{[^}]*})? (\\S+)$");

    private final QueenClient queen = new QueenClient();

    @Test
    void aSecondGroupGetsTheSameMessagesFromTheCache() {
        String queue = TestBroker.uniqueName("cache-groups");
        queen.pushMany(queue, "p", "m", 5);
        List<JsonNode> first = messages(queen.pop(queue, "consumerGroup", "a", "batch", 10));
        double served = served();

        List<JsonNode> second = messages(queen.pop(queue, "consumerGroup", "b", "batch", 10));

        assertThat(served() - served).as("served from memory").isEqualTo(5);
        assertThat(second).hasSize(5);
        for (int i = 0; i < 5; i++) {
            for (String field : List.of("id", "transactionId", "data", "createdAt", "partitionId", "partition")) {
                assertThat(second.get(i).get(field)).as(field).isEqualTo(first.get(i).get(field));
            }
            assertThat(second.get(i).get("consumerGroup").asText()).isEqualTo("b");
        }
    }

    @Test
    void messagesPushedSinceAreReadAfterTheCachedOnes() {
        String queue = TestBroker.uniqueName("cache-tail");
        queen.pushMany(queue, "p", "m", 3);
        assertThat(messages(queen.pop(queue, "consumerGroup", "a", "batch", 10))).hasSize(3);
        queen.pushMany(queue, "p", "n", 2);

        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "b", "batch", 10))))
                .containsExactly("m-0", "m-1", "m-2", "n-0", "n-1");
        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "c", "batch", 4))))
                .containsExactly("m-0", "m-1", "m-2", "n-0");
    }

    @Test
    void aMessageDeletedAfterOneGroupReadItIsNotDeliveredToTheNext() {
        String queue = TestBroker.uniqueName("cache-delete");
        readByOneGroupThenDelete(queue, 5, "m-2");

        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "b", "batch", 10))))
                .containsExactly("m-0", "m-1", "m-3", "m-4");
    }

    @Test
    void aGroupPastTheDeletedOffsetIsServedFromTheCacheAgain() {
        String queue = TestBroker.uniqueName("cache-past-gap");
        readByOneGroupThenDelete(queue, 6, "m-1");
        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "b", "batch", 3, "autoAck", true))))
                .containsExactly("m-0", "m-2", "m-3");
        double served = served();

        assertThat(transactionIds(messages(queen.pop(queue, "consumerGroup", "b", "batch", 10, "autoAck", true))))
                .containsExactly("m-4", "m-5");
        assertThat(served() - served).isEqualTo(2);
    }

    /** Pushes m-0.. to one partition, lets group "a" read them all (into the cache), then deletes one. */
    private void readByOneGroupThenDelete(String queue, int count, String deleted) {
        JsonNode pushed = queen.pushMany(queue, "p", "m", count);
        String partitionId = pushed.get(0).get("partition_id").asText();
        assertThat(messages(queen.pop(queue, "consumerGroup", "a", "batch", 10))).hasSize(count);
        assertThat(queen.api.delete("/api/v1/messages/" + partitionId + "/" + deleted).status()).isEqualTo(200);
    }

    private double served() {
        Matcher m = SERVED.matcher(queen.api.raw("GET", "/metrics/prometheus", null).body());
        assertThat(m.find()).as("queen_pop_cache_served_total").isTrue();
        return Double.parseDouble(m.group(1));
    }
}
