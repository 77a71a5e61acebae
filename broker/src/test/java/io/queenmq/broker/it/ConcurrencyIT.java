package io.queenmq.broker.it;

import static io.queenmq.broker.it.QueenClient.item;
import static io.queenmq.broker.it.QueenClient.messages;
import static io.queenmq.broker.it.QueenClient.obj;
import static io.queenmq.broker.it.QueenClient.transactionIds;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Many clients at once: exactly-once, ordered consumption of one partition under concurrent producers and
 * consumers (docs/semantics.md §4, docs/decisions.md §D1), and lease exclusivity within a consumer group (docs/semantics.md §5.2, §6).
 */
@Timeout(60)
class ConcurrencyIT {
    private final QueenClient queen = new QueenClient();
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    /** One pop answer a consumer processed: what it got and when (client clock) it got it. */
    private record Batch(List<String> transactionIds, String leaseId, long receivedNanos) {}

    @Test
    @Timeout(60)
    void concurrentProducersAndConsumersOfOnePartitionDeliverEveryMessageOnceInOrder() throws Exception {
        int producers = 8;
        int perProducer = 1000;
        int pushBatch = 10;
        int consumers = 3;
        int total = producers * perProducer;
        String queue = TestBroker.uniqueName("conc-one-partition");
        String group = "workers";
        queen.configure(queue, obj("leaseTime", 30));

        AtomicInteger consumed = new AtomicInteger();
        AtomicLong producersDoneNanos = new AtomicLong(Long.MAX_VALUE);
        ConcurrentLinkedQueue<Batch> batches = new ConcurrentLinkedQueue<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> consumerTasks = new ArrayList<>();
        for (int c = 0; c < consumers; c++) {
            consumerTasks.add(pool.submit((Callable<Void>) () -> {
                start.await();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(45);
                while (consumed.get() < total && System.nanoTime() < deadline) {
                    Api.Response response = queen.pop(queue, "consumerGroup", group, "batch", 50,
                            "wait", true, "timeout", 1000);
                    List<JsonNode> popped = messages(response);
                    if (popped.isEmpty()) {
                        continue;
                    }
                    batches.add(new Batch(transactionIds(popped), response.json().get("leaseId").asText(),
                            System.nanoTime()));
                    JsonNode results = queen.ackBatch(popped, "completed");
                    assertThat(results.findValuesAsText("success")).as("acks of %s", transactionIds(popped))
                            .containsOnly("true");
                    consumed.addAndGet(popped.size());
                }
                return null;
            }));
        }
        List<Future<?>> producerTasks = new ArrayList<>();
        AtomicInteger producersRunning = new AtomicInteger(producers);
        for (int p = 0; p < producers; p++) {
            int producer = p;
            producerTasks.add(pool.submit((Callable<Void>) () -> {
                start.await();
                for (int first = 0; first < perProducer; first += pushBatch) {
                    List<Map<String, Object>> items = new ArrayList<>();
                    for (int n = first; n < first + pushBatch; n++) {
                        items.add(item(queue, "only", txId(producer, n), obj("producer", producer, "n", n)));
                    }
                    JsonNode results = queen.push(items);
                    assertThat(results.findValuesAsText("status")).containsOnly("queued");
                }
                if (producersRunning.decrementAndGet() == 0) {
                    producersDoneNanos.set(System.nanoTime());
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : producerTasks) {
            f.get(50, TimeUnit.SECONDS);
        }
        for (Future<?> f : consumerTasks) {
            f.get(50, TimeUnit.SECONDS);
        }

        // Exactly once.
        List<String> received = new ArrayList<>();
        batches.forEach(b -> received.addAll(b.transactionIds()));
        assertThat(received).hasSize(total).doesNotHaveDuplicates();

        // Offsets are dense: 1..total, each message one offset.
        Map<String, Long> seqOf = new HashMap<>();
        for (Map<String, Object> row : Sql.rows("""
                SELECT m.transaction_id, m.seq FROM queen.messages m JOIN queen.partitions p ON p.id = m.partition_id
                JOIN queen.queues q ON q.id = p.queue_id WHERE q.name = ?""", queue)) {
            seqOf.put((String) row.get("transaction_id"), (Long) row.get("seq"));
        }
        assertThat(new HashSet<>(seqOf.values())).hasSize(total);
        assertThat(seqOf.values().stream().mapToLong(Long::longValue).min().orElseThrow()).isEqualTo(1);
        assertThat(seqOf.values().stream().mapToLong(Long::longValue).max().orElseThrow()).isEqualTo(total);

        // Every batch is a contiguous run of offsets; the runs tile 1..total without gap or overlap.
        List<Batch> bySeq = new ArrayList<>(batches);
        bySeq.sort(Comparator.comparingLong(b -> seqOf.get(b.transactionIds().get(0))));
        long next = 1;
        for (Batch batch : bySeq) {
            for (String tx : batch.transactionIds()) {
                assertThat(seqOf.get(tx)).as("offset of %s in a batch of lease %s", tx, batch.leaseId())
                        .isEqualTo(next);
                next++;
            }
        }
        assertThat(next - 1).isEqualTo(total);

        // Per-producer order: in offset order each producer's messages appear as 0, 1, 2, ...
        List<String> inOffsetOrder = new ArrayList<>(seqOf.keySet());
        inOffsetOrder.sort(Comparator.comparing(seqOf::get));
        int[] expectedN = new int[producers];
        for (String tx : inOffsetOrder) {
            int producer = Integer.parseInt(tx.substring(1, tx.indexOf('-')));
            int n = Integer.parseInt(tx.substring(tx.indexOf('-') + 1));
            assertThat(n).as("producer %d's next message", producer).isEqualTo(expectedN[producer]);
            expectedN[producer]++;
        }

        // Consumption ran during production, not after it.
        long firstBatchNanos = batches.stream().mapToLong(Batch::receivedNanos).min().orElseThrow();
        assertThat(firstBatchNanos).as("first batch consumed before the last push returned")
                .isLessThan(producersDoneNanos.get());
        assertThat(bySeq.stream().map(Batch::leaseId).distinct().count()).as("one lease per batch")
                .isEqualTo(bySeq.size());
    }

    /** A consumer's hold of a partition as the client saw it: from the pop answer to sending the ack. */
    private record Hold(String partitionId, List<String> transactionIds, long startNanos, long endNanos) {}

    @Test
    @Timeout(60)
    void consumersOfOneGroupNeverHoldOnePartitionAtTheSameTime() throws Exception {
        String queue = TestBroker.uniqueName("conc-exclusive");
        queen.configure(queue, obj("leaseTime", 30));
        int partitions = 3;
        int perPartition = 40;
        int total = partitions * perPartition;
        List<Map<String, Object>> items = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            for (int i = 0; i < perPartition; i++) {
                items.add(item(queue, "p" + p, String.format("p%d-%03d", p, i), i));
            }
        }
        queen.push(items);

        AtomicInteger consumed = new AtomicInteger();
        ConcurrentLinkedQueue<Hold> holds = new ConcurrentLinkedQueue<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> consumers = new ArrayList<>();
        for (int c = 0; c < 8; c++) {
            consumers.add(pool.submit((Callable<Void>) () -> {
                start.await();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
                while (consumed.get() < total && System.nanoTime() < deadline) {
                    List<JsonNode> popped = messages(queen.pop(queue, "consumerGroup", "g", "batch", 5));
                    if (popped.isEmpty()) {
                        Thread.sleep(2);
                        continue;
                    }
                    long startNanos = System.nanoTime();
                    Thread.sleep(10); // hold the partition for a while
                    long endNanos = System.nanoTime();
                    holds.add(new Hold(popped.get(0).get("partitionId").asText(), transactionIds(popped),
                            startNanos, endNanos));
                    assertThat(popped.stream().map(m -> m.get("partitionId").asText()).distinct()).hasSize(1);
                    JsonNode results = queen.ackBatch(popped, "completed");
                    assertThat(results.findValuesAsText("success")).containsOnly("true");
                    consumed.addAndGet(popped.size());
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : consumers) {
            f.get(50, TimeUnit.SECONDS);
        }

        Map<String, List<Hold>> byPartition = new HashMap<>();
        holds.forEach(h -> byPartition.computeIfAbsent(h.partitionId(), k -> new ArrayList<>()).add(h));
        assertThat(byPartition).hasSize(partitions);
        List<String> received = new ArrayList<>();
        for (List<Hold> list : byPartition.values()) {
            list.sort(Comparator.comparingLong(Hold::startNanos));
            List<String> inOrder = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    assertThat(list.get(i).startNanos()).as("hold %d of a partition starts after hold %d ended", i, i - 1)
                            .isGreaterThanOrEqualTo(list.get(i - 1).endNanos());
                }
                inOrder.addAll(list.get(i).transactionIds());
            }
            assertThat(inOrder).as("a partition's messages in hold order").isSorted();
            received.addAll(inOrder);
        }
        assertThat(received).hasSize(total).doesNotHaveDuplicates();
    }

    @Test
    @Timeout(60)
    void concurrentPopsOfOnePartitionRouteServeExactlyOneConsumer() throws Exception {
        String queue = TestBroker.uniqueName("conc-partition-route");
        for (int round = 0; round < 5; round++) {
            JsonNode results = queen.pushMany(queue, "p", "r" + round, 5);
            assertThat(results).hasSize(5);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Response>> pops = new ArrayList<>();
            for (int c = 0; c < 8; c++) {
                pops.add(pool.submit(() -> {
                    start.await();
                    return queen.popPartition(queue, "p", "consumerGroup", "g", "batch", 10);
                }));
            }
            start.countDown();
            List<Api.Response> served = new ArrayList<>();
            for (Future<Api.Response> f : pops) {
                Api.Response response = f.get(20, TimeUnit.SECONDS);
                if (response.status() == 200) {
                    served.add(response);
                } else {
                    assertThat(response.status()).isEqualTo(204);
                }
            }

            assertThat(served).as("round %d", round).hasSize(1);
            List<JsonNode> popped = messages(served.get(0));
            assertThat(transactionIds(popped)).as("round %d", round)
                    .containsExactly("r" + round + "-0", "r" + round + "-1", "r" + round + "-2", "r" + round + "-3",
                            "r" + round + "-4");
            queen.ackBatch(popped, "completed");
        }
    }

    @Test
    @Timeout(30)
    void parallelSingleAcksOfOneLeaseCommitTheWholeBatch() throws Exception {
        // Concurrent acks on one cursor serialise: none is lost, the lease ends, nothing is redelivered.
        // (What each item reports when acks arrive out of order: AckIT.outOfOrderAcksOfOneBatchAllSucceed.)
        String queue = TestBroker.uniqueName("conc-parallel-acks");
        queen.pushMany(queue, "p", "m", 20);
        List<JsonNode> popped = messages(queen.pop(queue, "batch", 20));
        assertThat(popped).hasSize(20);

        CountDownLatch start = new CountDownLatch(1);
        List<Future<JsonNode>> acks = new ArrayList<>();
        for (JsonNode message : popped) {
            acks.add(pool.submit(() -> {
                start.await();
                return queen.ack(message, "completed");
            }));
        }
        start.countDown();
        for (Future<JsonNode> f : acks) {
            assertThat(f.get(20, TimeUnit.SECONDS).get("leaseReleased").isBoolean()).isTrue();
        }

        assertThat(PopIT.consumerRow(queue, "p", QueenClient.QUEUE_MODE))
                .containsEntry("cursor_seq", 20L).containsEntry("lease_expires_at", null);
        assertThat(queen.pop(queue, "batch", 20).status()).isEqualTo(204);
    }

    @Test
    @Timeout(60)
    void concurrentProducersToManyPartitionsLoseNothing() throws Exception {
        String queue = TestBroker.uniqueName("conc-many-partitions");
        int producers = 6;
        int perProducer = 200;
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> tasks = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            int producer = p;
            tasks.add(pool.submit((Callable<Void>) () -> {
                start.await();
                for (int first = 0; first < perProducer; first += 20) {
                    List<Map<String, Object>> items = new ArrayList<>();
                    for (int n = first; n < first + 20; n++) {
                        items.add(item(queue, "part-" + (n % 10), txId(producer, n), n));
                    }
                    queen.push(items);
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : tasks) {
            f.get(50, TimeUnit.SECONDS);
        }

        Set<String> received = new HashSet<>();
        for (int attempt = 0; attempt < 200 && received.size() < producers * perProducer; attempt++) {
            List<JsonNode> popped = messages(queen.pop(queue, "batch", 100, "partitions", 10));
            List<String> ids = transactionIds(popped);
            assertThat(ids).as("no message twice").allSatisfy(id -> assertThat(received).doesNotContain(id));
            received.addAll(ids);
            if (!popped.isEmpty()) {
                queen.ackBatch(popped, "completed");
            }
        }
        assertThat(received).hasSize(producers * perProducer);
        assertThat(Sql.count("""
                SELECT count(*) FROM queen.partitions p JOIN queen.queues q ON q.id = p.queue_id
                WHERE q.name = ? AND p.head_seq <> (SELECT count(*) FROM queen.messages m WHERE m.partition_id = p.id)""",
                queue)).as("partitions whose head is not their message count").isZero();
    }

    private static String txId(int producer, int n) {
        return "p" + producer + "-" + String.format("%04d", n);
    }
}
