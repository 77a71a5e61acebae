package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.StreamsClient.ack;
import static io.queenmq.broker.it.StreamsClient.delete;
import static io.queenmq.broker.it.StreamsClient.stored;
import static io.queenmq.broker.it.StreamsClient.upsert;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A stream cycle is computed from state its runner read before, and the SDK runs two paths on a shard: the pop loop's
 * cycles and the idle flush. A window must be emitted once however the two interleave (docs/semantics.md §23).
 */
@Timeout(120)
class StreamWindowRaceIT {
    private final StreamsClient streams = new StreamsClient();
    private final String source = TestBroker.uniqueName("window-source");
    private final String sink = TestBroker.uniqueName("window-sink");
    private final String group = TestBroker.uniqueName("streams.w");
    private final String queryId = streams.register(TestBroker.uniqueName("w"), source, sink, "sha256:w");

    private static final String WINDOW = "slide\u001f1000\u001fp";

    /** Opens {@link #WINDOW} with one message's count under the pop loop's cycle; returns the partition id. */
    private String openWindow() {
        JsonNode first = streams.pushAndPop(source, "p", group, 1).get(0);
        String partitionId = first.get("partitionId").asText();
        JsonNode opened = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "state_ops", List.of(upsert(WINDOW, window(1))), "ack", ack(first, 1)));
        assertThat(opened.get("success").asBoolean()).as(opened.toString()).isTrue();
        return partitionId;
    }

    private static Map<String, Object> window(int count) {
        return obj("acc", count, "windowStart", 0, "windowEnd", 1000);
    }

    /** The idle flush's read: the shard's windows ripe by now. */
    private JsonNode ripe(String partitionId) {
        return streams.state(obj("query_id", queryId, "partition_id", partitionId,
                "ripe_at_or_before", System.currentTimeMillis()));
    }

    /** The idle flush's cycle for {@link #WINDOW}: its emit and its delete, no ack. */
    private Map<String, Object> flush(String partitionId) {
        return obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "state_ops", List.of(delete(WINDOW)), "push_items", List.of(item(sink, "w", null, obj("count", 1))));
    }

    @Test
    void aFlushFindingItsWindowClosedByThePopLoopAppliesNothing() {
        String partitionId = openWindow();
        assertThat(ripe(partitionId)).as("the flush reads the window").hasSize(1);

        // The pop loop's next message closes the window first, under its lease.
        JsonNode second = streams.pushAndPop(source, "p", group, 1).get(0);
        JsonNode closed = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "state_ops", List.of(delete(WINDOW)), "push_items", List.of(item(sink, "w", null, obj("count", 1))),
                "ack", ack(second, 1)));
        assertThat(closed.get("success").asBoolean()).as(closed.toString()).isTrue();
        JsonNode flushed = streams.cycle(flush(partitionId));

        assertThat(flushed.get("success").asBoolean()).as(flushed.toString()).isFalse();
        assertThat(flushed.get("error").asText()).startsWith("State key not found: " + WINDOW);
        assertThat(stored(sink)).as("the window is emitted once").isEqualTo(1);
    }

    @Test
    void aCycleUnderTheLeaseThatClosesTheClaimedRowsEndsTheClaim() {
        String partitionId = openWindow();
        assertThat(ripe(partitionId)).as("read and claimed under the lease, as the Java client does").hasSize(1);
        JsonNode second = streams.pushAndPop(source, "p", group, 1).get(0);
        JsonNode closed = streams.cycle(obj("query_id", queryId, "partition_id", partitionId, "consumer_group", group,
                "state_ops", List.of(delete(WINDOW), delete("never-stored"), upsert(WINDOW + "2", window(1))),
                "ack", ack(second, 1)));
        assertThat(closed.get("success").asBoolean()).as("a delete of a missing key is fine under the lease: %s",
                closed).isTrue();

        assertThat(ripe(partitionId)).as("the claim ended with its rows: the next ripe read sees the new window")
                .hasSize(1);
    }

    @Test
    void aRetriedFlushAppliesOnce() {
        String partitionId = openWindow();

        JsonNode first = streams.cycle(flush(partitionId));
        JsonNode retried = streams.cycle(flush(partitionId));

        assertThat(first.get("success").asBoolean()).as(first.toString()).isTrue();
        assertThat(retried.get("success").asBoolean()).as(retried.toString()).isFalse();
        assertThat(stored(sink)).isEqualTo(1);
    }

    @Test
    void aDeleteOfAKeyTheCycleDeletedAlreadyFails() {
        String partitionId = openWindow();

        JsonNode twice = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                "state_ops", List.of(delete(WINDOW), delete(WINDOW))));

        assertThat(twice.get("success").asBoolean()).as(twice.toString()).isFalse();
        assertThat(streams.state(queryId, partitionId)).as("rolled back").hasSize(1);
    }

    @Test
    void theFlushWaitsWhileThePopLoopHoldsTheLease() {
        String partitionId = openWindow();
        JsonNode second = streams.pushAndPop(source, "p", group, 1).get(0);

        // The pop loop holds the lease and has read the window; a flush now would let its cycle write it again.
        JsonNode refused = streams.cycle(flush(partitionId));
        assertThat(refused.get("success").asBoolean()).as(refused.toString()).isFalse();
        assertThat(refused.get("error").asText()).contains("is leased to group " + group);
        assertThat(streams.state(queryId, partitionId)).hasSize(1);
        assertThat(stored(sink)).isZero();

        JsonNode extended = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                "consumer_group", group, "state_ops", List.of(upsert(WINDOW, window(2))), "ack", ack(second, 1)));
        assertThat(extended.get("success").asBoolean()).as(extended.toString()).isTrue();
        JsonNode flushed = streams.cycle(flush(partitionId));
        assertThat(flushed.get("success").asBoolean()).as("the lease ended: %s", flushed).isTrue();
    }

    @Test
    void aFlushThatReadBeforeTheLeasedCycleWroteIsRefused() {
        String partitionId = openWindow();
        assertThat(ripe(partitionId)).as("the flush reads and claims").hasSize(1);
        assertThat(ripe(partitionId)).as("a second flush meanwhile reads nothing").isEmpty();

        // The pop loop takes the next message, reads the window and adds it before the flush commits.
        JsonNode second = streams.pushAndPop(source, "p", group, 1).get(0);
        JsonNode extended = streams.cycle(obj("query_id", queryId, "partition_id", partitionId,
                "consumer_group", group, "state_ops", List.of(upsert(WINDOW, window(2))), "ack", ack(second, 1)));
        assertThat(extended.get("success").asBoolean()).as(extended.toString()).isTrue();
        JsonNode stale = streams.cycle(flush(partitionId));

        assertThat(stale.get("success").asBoolean()).as(stale.toString()).isFalse();
        assertThat(stale.get("error").asText()).startsWith("State key changed since the flush read it: " + WINDOW);
        assertThat(stored(sink)).as("the count of 1 is not emitted").isZero();
        JsonNode again = ripe(partitionId);
        assertThat(again).as("the refused flush ended its claim").hasSize(1);
        assertThat(again.get(0).get("value").get("acc").asInt()).isEqualTo(2);
        assertThat(streams.cycle(flush(partitionId)).get("success").asBoolean()).isTrue();
        assertThat(stored(sink)).isEqualTo(1);
    }

    /**
     * Three runners, each a pop loop and an idle flush on its own stream, count six events in sliding windows of 2 s
     * every 1 s while two threads keep both cores busy: each event lies in exactly two windows, so every stream's
     * emitted counts add up to 12, with no window emitted twice.
     */
    @Test
    void everyEventIsCountedOnceUnderCpuContention() throws Exception {
        AtomicBoolean burning = new AtomicBoolean(true);
        List<Thread> burners = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Thread burner = new Thread(() -> {
                long x = 0;
                while (burning.get()) {
                    x += System.nanoTime() % 7;
                }
                assertThat(x).isNotNegative();
            }, "cpu-burner");
            burner.setDaemon(true);
            burner.start();
            burners.add(burner);
        }
        List<WindowedStream> runs = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                runs.add(new WindowedStream());
            }
            for (int event = 0; event < 6; event++) {
                for (WindowedStream run : runs) {
                    streams.queen.push(run.source, "p", null, obj("event", event));
                }
                Thread.sleep(500);
            }
            long deadline = System.currentTimeMillis() + 30_000;
            while (runs.stream().anyMatch(run -> run.counted() < 12) && System.currentTimeMillis() < deadline) {
                Thread.sleep(200);
            }
            Thread.sleep(1_000); // a second emit of a window would land by now
        } finally {
            burning.set(false);
            for (WindowedStream run : runs) {
                run.runner.close();
            }
            for (Thread burner : burners) {
                burner.join();
            }
        }
        for (WindowedStream run : runs) {
            assertThat(run.counted()).as("counts of %s: %s (refused cycles: %d, errors: %s)", run.sink,
                    run.windows(), run.runner.refusedCycles(), run.runner.errors()).isEqualTo(12);
            assertThat(run.windows()).as("window starts").doesNotHaveDuplicates();
        }
    }

    /** One stream with its own source, sink, query and runner. */
    private final class WindowedStream {
        final String source = TestBroker.uniqueName("slide-source");
        final String sink = TestBroker.uniqueName("slide-sink");
        final SlidingWindowRunner runner;

        WindowedStream() {
            streams.queen.configure(source, obj("leaseTime", 2));
            String group = TestBroker.uniqueName("streams.slide");
            String query = streams.register(TestBroker.uniqueName("slide"), source, sink, "sha256:slide");
            runner = new SlidingWindowRunner(streams, query, source, sink, group, 2_000, 1_000, 250, 400).start();
        }

        long counted() {
            return Sql.count("""
                    SELECT coalesce(sum((m.payload ->> 'count')::int), 0) FROM queen.messages m
                    JOIN queen.partitions p ON p.id = m.partition_id JOIN queen.queues q ON q.id = p.queue_id
                    WHERE q.name = ?""", sink);
        }

        List<Object> windows() {
            return Sql.rows("""
                    SELECT m.payload ->> 'windowStart' AS start FROM queen.messages m
                    JOIN queen.partitions p ON p.id = m.partition_id JOIN queen.queues q ON q.id = p.queue_id
                    WHERE q.name = ? ORDER BY m.seq""", sink).stream().map(row -> row.get("start")).toList();
        }
    }
}
