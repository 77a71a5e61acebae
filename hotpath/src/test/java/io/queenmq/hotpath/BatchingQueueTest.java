package io.queenmq.hotpath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Specification of {@link BatchingQueue}: one drain thread, many producers, natural batching. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class BatchingQueueTest {

    /** An item tagged with its producer, so per-producer order can be checked. */
    private record Item(int producer, int seq, int rows, long bytes) {
        Item(int producer, int seq) {
            this(producer, seq, 1, 0);
        }
    }

    private static final Weigher<Item> ITEM_WEIGHER = new Weigher<>() {
        @Override
        public int rows(Item item) {
            return item.rows();
        }

        @Override
        public long bytes(Item item) {
            return item.bytes();
        }
    };

    /** Copies of every batch, in the order the drain thread handled them. */
    private final List<List<Item>> batches = new CopyOnWriteArrayList<>();
    private final List<BatchingQueue<?>> toClose = new ArrayList<>();

    @AfterEach
    void closeQueues() {
        toClose.forEach(BatchingQueue::close);
    }

    private BatchingQueue<Item> started(BatchingQueue.Builder<Item> builder) {
        BatchingQueue<Item> queue = builder.build();
        toClose.add(queue);
        queue.start();
        return queue;
    }

    private BatchingQueue.Builder<Item> recording(String name) {
        return BatchingQueue.<Item>builder(name, batch -> batches.add(List.copyOf(batch)));
    }

    private List<Item> handledItems() {
        return batches.stream().flatMap(List::stream).toList();
    }

    private void awaitHandled(int count) throws InterruptedException {
        while (handledItems().size() < count) {
            Thread.sleep(1);
        }
    }

    /** Starts producers that each offer items 0..itemsPerProducer-1 in order, retrying while full. */
    private static void produce(BatchingQueue<Item> queue, int producers, int itemsPerProducer)
            throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            int producer = p;
            threads.add(startThread(() -> {
                for (int seq = 0; seq < itemsPerProducer; seq++) {
                    Item item = new Item(producer, seq);
                    while (!queue.offer(item)) {
                        Thread.onSpinWait();
                    }
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }

    @Test
    void manyProducersLoseNothing() throws InterruptedException {
        BatchingQueue<Item> queue = started(recording("lossless").capacity(1024));

        produce(queue, 8, 50_000);
        awaitHandled(8 * 50_000);

        assertThat(handledItems()).hasSize(8 * 50_000).doesNotHaveDuplicates();
        assertThat(queue.stats().items()).isEqualTo(8 * 50_000);
    }

    @Test
    void eachProducersOrderIsKept() throws InterruptedException {
        BatchingQueue<Item> queue = started(recording("ordered").capacity(256));

        produce(queue, 4, 50_000);
        awaitHandled(4 * 50_000);

        int[] nextSeq = new int[4];
        for (Item item : handledItems()) {
            assertThat(item.seq()).as("producer %d", item.producer()).isEqualTo(nextSeq[item.producer()]);
            nextSeq[item.producer()]++;
        }
    }

    @Test
    void fullQueueRefusesThenAcceptsAfterDraining() throws InterruptedException {
        CountDownLatch handlerEntered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("full", batch -> {
            handlerEntered.countDown();
            release.await();
            batches.add(List.copyOf(batch));
        }).capacity(4));

        assertThat(queue.offer(new Item(0, 0))).isTrue();
        handlerEntered.await(); // the drain thread holds item 0 and the ring is empty again
        for (int seq = 1; seq <= 4; seq++) {
            assertThat(queue.offer(new Item(0, seq))).as("offer %d", seq).isTrue();
        }
        assertThat(queue.offer(new Item(0, 5))).as("offer into a full queue").isFalse();

        release.countDown();
        awaitHandled(5);
        assertThat(queue.offer(new Item(0, 5))).as("offer after draining").isTrue();
        awaitHandled(6);
    }

    @Test
    void batchesNeverExceedTheRowCap() throws InterruptedException {
        BatchingQueue<Item> queue = started(slowRecording("row-cap").weigher(ITEM_WEIGHER).maxBatchRows(10));

        offerRepeatedly(queue, 2_000, seq -> new Item(0, seq, 1 + seq % 4, 0));
        awaitHandled(2_000);

        assertThat(batches).allSatisfy(batch ->
                assertThat(batch.stream().mapToInt(Item::rows).sum()).isLessThanOrEqualTo(10));
        assertThat(batches).as("batches grow under load").anySatisfy(batch -> assertThat(batch).hasSizeGreaterThan(1));
    }

    @Test
    void batchesNeverExceedTheByteCap() throws InterruptedException {
        BatchingQueue<Item> queue = started(slowRecording("byte-cap").weigher(ITEM_WEIGHER).maxBatchBytes(1_000));

        offerRepeatedly(queue, 2_000, seq -> new Item(0, seq, 1, 100 + seq % 300));
        awaitHandled(2_000);

        assertThat(batches).allSatisfy(batch ->
                assertThat(batch.stream().mapToLong(Item::bytes).sum()).isLessThanOrEqualTo(1_000));
        assertThat(batches).as("batches grow under load").anySatisfy(batch -> assertThat(batch).hasSizeGreaterThan(1));
    }

    @Test
    void anOversizedItemGoesAloneInItsOwnBatch() throws InterruptedException {
        CountDownLatch handlerEntered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("oversized", batch -> {
            handlerEntered.countDown();
            release.await();
            batches.add(List.copyOf(batch));
        }).weigher(ITEM_WEIGHER).maxBatchRows(10).maxBatchBytes(1_000));

        queue.offer(new Item(0, 0)); // holds the drain thread while the rest queue up
        handlerEntered.await();
        queue.offer(new Item(0, 1));
        queue.offer(new Item(0, 2, 50, 0));
        queue.offer(new Item(0, 3, 1, 5_000));
        queue.offer(new Item(0, 4));
        release.countDown();
        awaitHandled(5);

        assertThat(batches).extracting(batch -> batch.stream().map(Item::seq).toList())
                .containsExactly(List.of(0), List.of(1), List.of(2), List.of(3), List.of(4));
    }

    @Test
    void theDrainLoopSurvivesAThrowingHandler() throws InterruptedException {
        List<Throwable> errors = new CopyOnWriteArrayList<>();
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("throwing", batch -> {
            if (batch.get(0).seq() == 0) {
                throw new IllegalStateException("boom");
            }
            batches.add(List.copyOf(batch));
        }).errorHandler(errors::add));

        queue.offer(new Item(0, 0));
        while (errors.isEmpty()) {
            Thread.sleep(1);
        }
        queue.offer(new Item(0, 1));
        awaitHandled(1);

        assertThat(errors).singleElement().extracting(Throwable::getMessage).isEqualTo("boom");
        assertThat(handledItems()).extracting(Item::seq).containsExactly(1);
        assertThat(queue.stats().failedBatches()).isEqualTo(1);
        assertThat(queue.stats().batches()).isEqualTo(2);
    }

    @Test
    void theDrainLoopSurvivesAThrowingErrorHandler() throws InterruptedException {
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("throwing-twice", batch -> {
            if (batch.get(0).seq() == 0) {
                throw new IllegalStateException("boom");
            }
            batches.add(List.copyOf(batch));
        }).errorHandler(error -> {
            throw new IllegalStateException("error handler broke its contract");
        }));

        queue.offer(new Item(0, 0));
        while (queue.stats().failedBatches() == 0) {
            Thread.sleep(1);
        }
        queue.offer(new Item(0, 1));
        awaitHandled(1);

        assertThat(handledItems()).extracting(Item::seq).containsExactly(1);
    }

    @Test
    void closeHandlesEverythingQueued() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("closing", batch -> {
            release.await();
            batches.add(List.copyOf(batch));
        }).maxBatchRows(7));
        for (int seq = 0; seq < 100; seq++) {
            assertThat(queue.offer(new Item(0, seq))).isTrue();
        }

        Thread closer = startThread(queue::close);
        while (closer.getState() != Thread.State.WAITING) { // close() began and waits for the drain
            Thread.sleep(1);
        }
        assertThat(queue.offer(new Item(0, 100))).as("offer while closing").isFalse();
        release.countDown();
        closer.join();

        assertThat(handledItems()).extracting(Item::seq).containsExactlyElementsOf(range(100));
        assertThat(queue.size()).isZero();
    }

    @Test
    void closeOfANeverStartedQueueHandlesItOnTheCaller() {
        BatchingQueue<Item> queue = recording("never-started").build();
        queue.offer(new Item(0, 0));
        queue.offer(new Item(0, 1));

        queue.close();

        assertThat(handledItems()).extracting(Item::seq).containsExactly(0, 1);
        assertThatThrownBy(queue::start).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void closeFromTheHandlerStopsTheLoop() throws InterruptedException {
        AtomicReference<BatchingQueue<Item>> self = new AtomicReference<>();
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("self-closing", batch -> {
            batches.add(List.copyOf(batch));
            self.get().close();
        }));
        self.set(queue);
        Thread drainThread = findThread("queen-self-closing-drain");

        queue.offer(new Item(0, 0));
        drainThread.join();

        assertThat(handledItems()).extracting(Item::seq).containsExactly(0);
        assertThat(queue.offer(new Item(0, 1))).isFalse();
    }

    @Test
    void offerAfterCloseIsRefused() {
        BatchingQueue<Item> queue = started(recording("closed"));
        queue.close();

        assertThat(queue.offer(new Item(0, 0))).isFalse();
        assertThat(handledItems()).isEmpty();
    }

    @Test
    void anIdleDrainThreadParksAndALoneItemIsHandledPromptly() throws Exception {
        CountDownLatch handled = new CountDownLatch(1);
        BatchingQueue<Item> queue = started(BatchingQueue.<Item>builder("idle", batch -> handled.countDown()));
        Thread drainThread = findThread("queen-idle-drain");

        Thread.sleep(200);
        assertThat(drainThread.getState()).as("an idle drain thread parks").isEqualTo(Thread.State.WAITING);
        assertThat(drainThread.isDaemon()).isTrue();

        long startNs = System.nanoTime();
        queue.offer(new Item(0, 0));
        boolean inTime = handled.await(50, TimeUnit.MILLISECONDS);
        long tookUs = TimeUnit.NANOSECONDS.toMicros(System.nanoTime() - startNs);

        assertThat(inTime).as("handled within 50 ms, took %d us", tookUs).isTrue();
    }

    @Test
    void statsCountBatchesItemsAndRows() throws InterruptedException {
        BatchingQueue<Item> queue = started(recording("stats").weigher(ITEM_WEIGHER));

        queue.offer(new Item(0, 0, 3, 0));
        awaitHandled(1);
        queue.offer(new Item(0, 1, 5, 0));
        awaitHandled(2);

        assertThat(queue.stats().batches()).isEqualTo(2);
        assertThat(queue.stats().items()).isEqualTo(2);
        assertThat(queue.stats().intervalBatchRows().getTotalCount()).isEqualTo(2);
        assertThat(queue.stats().intervalBatchRows().getTotalCount()).as("interval restarts").isZero();
        assertThat(queue.stats().intervalHandlerNs().getMaxValue()).isPositive();
    }

    @Test
    void invalidSettingsAreRejectedWithTheirValues() {
        assertThatThrownBy(() -> recording("bad").capacity(1).build())
                .hasMessage("queue bad: capacity must be in [2, 2^30]: 1");
        assertThatThrownBy(() -> recording("bad").maxBatchRows(0).build())
                .hasMessage("queue bad: maxBatchRows must be positive: 0");
        assertThatThrownBy(() -> recording("bad").maxBatchBytes(0).build())
                .hasMessage("queue bad: maxBatchBytes must be positive: 0");
        assertThatThrownBy(() -> BatchingQueue.builder(" ", batch -> { }))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void capacityIsRoundedUpToAPowerOfTwo() {
        BatchingQueue<Item> queue = recording("rounded").capacity(1000).build();
        toClose.add(queue);

        assertThat(queue.capacity()).isEqualTo(1024);
        assertThat(queue.name()).isEqualTo("rounded");
    }

    /** A handler slow enough that items pile up while it runs, so batches fill to their caps. */
    private BatchingQueue.Builder<Item> slowRecording(String name) {
        return BatchingQueue.<Item>builder(name, batch -> {
            batches.add(List.copyOf(batch));
            Thread.sleep(1);
        });
    }

    private static void offerRepeatedly(BatchingQueue<Item> queue, int count,
            IntFunction<Item> itemAt) {
        for (int seq = 0; seq < count; seq++) {
            Item item = itemAt.apply(seq);
            while (!queue.offer(item)) {
                Thread.onSpinWait();
            }
        }
    }

    private static List<Integer> range(int count) {
        List<Integer> seqs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            seqs.add(i);
        }
        return seqs;
    }

    private static Thread startThread(Runnable task) {
        Thread thread = new Thread(task);
        thread.start();
        return thread;
    }

    private static Thread findThread(String name) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no thread named " + name));
    }
}
