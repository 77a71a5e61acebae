package io.queenmq.hotpath;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jctools.queues.MpscArrayQueue;

/**
 * A bounded many-producers/one-consumer queue whose drain thread hands everything waiting, up to
 * a row cap and a byte cap, to a handler as one batch ("natural batching": no linger, so a lone
 * item goes straight through and batches grow only while the previous one is being handled).
 *
 * <p>Threads: {@link #offer}, {@link #size}, {@link #capacity}, {@link #name} and {@link #stats}
 * on any thread; {@link #start} on any thread, once; {@link #close} on any thread, any number of
 * times. The handler, weigher and error handler run on the drain thread only.
 *
 * <p>Shutdown: {@link #close} handles every item whose offer returned before close began. An
 * offer racing with close may return true for an item that is never handled, so stop the
 * producers first (the broker stops its HTTP server before closing its queues).
 *
 * @param <T> the queued item type
 */
public final class BatchingQueue<T> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(BatchingQueue.class.getName());
    /** Idle calls that spin, then yield, before the drain thread parks: a few microseconds in all. */
    private static final int IDLE_SPINS = 100;
    private static final int IDLE_YIELDS = 10;

    private final String name;
    private final MpscArrayQueue<T> queue;
    private final int maxBatchRows;
    private final long maxBatchBytes;
    private final Weigher<? super T> weigher;
    private final BatchHandler<T> handler;
    private final ErrorHandler errorHandler;
    private final ParkingIdleStrategy idleStrategy;
    private final BatchStats stats = new BatchStats();

    // Drain-thread state: the batch is reused, the handler sees it through a read-only view.
    private final ArrayList<T> batch;
    private final List<T> batchView;

    private volatile boolean closing;
    private Thread drainThread; // written under the lock, once

    private BatchingQueue(Builder<T> builder) {
        this.name = builder.name;
        this.queue = new MpscArrayQueue<>(builder.capacity);
        this.maxBatchRows = builder.maxBatchRows;
        this.maxBatchBytes = builder.maxBatchBytes;
        this.weigher = builder.weigher;
        this.handler = builder.handler;
        this.errorHandler = builder.errorHandler != null
                ? builder.errorHandler
                : error -> LOG.log(Level.ERROR, "batch handler of queue " + name + " failed", error);
        this.idleStrategy = new ParkingIdleStrategy(IDLE_SPINS, IDLE_YIELDS, () -> closing || !queue.isEmpty());
        this.batch = new ArrayList<>(Math.min(maxBatchRows, 1024));
        this.batchView = Collections.unmodifiableList(batch);
    }

    /** Starts a builder; the handler receives the batches on the drain thread. */
    public static <T> Builder<T> builder(String name, BatchHandler<? super T> handler) {
        return new Builder<>(name, handler);
    }

    /** Starts the daemon drain thread {@code queen-<name>-drain}. */
    public synchronized void start() {
        if (drainThread != null || closing) {
            throw new IllegalStateException("queue " + name + " is already started or closed");
        }
        drainThread = new Thread(this::runDrainLoop, "queen-" + name + "-drain");
        drainThread.setDaemon(true);
        drainThread.start();
    }

    /**
     * Queues an item without blocking.
     *
     * @param item not null
     * @return false when the queue is full or closed; the caller then answers "busy"
     */
    public boolean offer(T item) {
        if (closing || !queue.offer(item)) {
            return false;
        }
        idleStrategy.wake();
        return true;
    }

    /** Items waiting, approximately. */
    public int size() {
        return queue.size();
    }

    /** Maximum number of items waiting: the configured capacity rounded up to a power of two. */
    public int capacity() {
        return queue.capacity();
    }

    public String name() {
        return name;
    }

    public BatchStats stats() {
        return stats;
    }

    /**
     * Stops accepting items, hands what is queued to the handler, and waits for the drain thread
     * to end. A queue that was never started is drained on the calling thread. Called from the
     * handler itself, it only asks the drain loop to stop.
     */
    @Override
    public void close() {
        Thread thread;
        synchronized (this) {
            boolean neverStarted = !closing && drainThread == null;
            closing = true;
            if (neverStarted) {
                drainRemaining();
                return;
            }
            thread = drainThread;
        }
        // Not under the lock: a handler that calls close() must not wait for us while we join it.
        idleStrategy.wake();
        if (thread != null && thread != Thread.currentThread()) {
            joinUninterruptibly(thread);
        }
    }

    private void runDrainLoop() {
        while (!closing) {
            idleStrategy.idle(drainOnce());
        }
        drainRemaining();
    }

    private void drainRemaining() {
        while (!queue.isEmpty()) {
            if (drainOnce() == 0) {
                // A producer has claimed a slot but not yet written its item.
                Thread.onSpinWait();
            }
        }
    }

    /** Hands one batch to the handler; returns how many items it held, zero when none waited. */
    private int drainOnce() {
        long rows = fillBatch();
        int items = batch.size();
        if (items == 0) {
            return 0;
        }
        boolean failed = false;
        long startNs = System.nanoTime();
        try {
            handler.onBatch(batchView);
        } catch (Throwable error) {
            // Agrona's AgentRunner does the same: report and keep the loop alive.
            failed = true;
            report(error);
        } finally {
            batch.clear(); // drop references so handled items can be collected
        }
        stats.recordBatch(items, rows, System.nanoTime() - startNs, failed);
        return items;
    }

    /**
     * Moves waiting items into the batch until the next one would exceed a cap; an item larger
     * than a cap still goes, alone. Returns the rows taken.
     */
    private long fillBatch() {
        long rows = 0;
        long bytes = 0;
        T item;
        while ((item = queue.relaxedPeek()) != null) {
            int itemRows = weigher.rows(item);
            long itemBytes = weigher.bytes(item);
            boolean overCap = rows + itemRows > maxBatchRows || bytes + itemBytes > maxBatchBytes;
            if (overCap && !batch.isEmpty()) {
                break;
            }
            queue.relaxedPoll();
            batch.add(item);
            rows += itemRows;
            bytes += itemBytes;
        }
        return rows;
    }

    private void report(Throwable error) {
        try {
            errorHandler.onError(error);
        } catch (Throwable secondary) {
            error.addSuppressed(secondary);
            LOG.log(Level.ERROR, "error handler of queue " + name + " threw", error);
        }
    }

    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Configures a {@link BatchingQueue}.
     *
     * <p>Threads: one thread builds; the built queue is not started.
     */
    public static final class Builder<T> {

        public static final int DEFAULT_CAPACITY = 65_536;
        public static final int DEFAULT_MAX_BATCH_ROWS = 1000;
        public static final long DEFAULT_MAX_BATCH_BYTES = 16L * 1024 * 1024;

        private final String name;
        private final BatchHandler<T> handler;
        private int capacity = DEFAULT_CAPACITY;
        private int maxBatchRows = DEFAULT_MAX_BATCH_ROWS;
        private long maxBatchBytes = DEFAULT_MAX_BATCH_BYTES;
        private Weigher<? super T> weigher = item -> 1;
        private ErrorHandler errorHandler;

        @SuppressWarnings("unchecked")
        private Builder(String name, BatchHandler<? super T> handler) {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("queue name must not be blank: '" + name + "'");
            }
            if (handler == null) {
                throw new NullPointerException("handler of queue " + name);
            }
            this.name = name;
            // Safe: the handler only reads the batch, through a read-only view.
            this.handler = (BatchHandler<T>) handler;
        }

        /** Maximum items waiting; rounded up to a power of two. */
        public Builder<T> capacity(int capacity) {
            this.capacity = capacity;
            return this;
        }

        /** Maximum rows per batch, as counted by the weigher. */
        public Builder<T> maxBatchRows(int maxBatchRows) {
            this.maxBatchRows = maxBatchRows;
            return this;
        }

        /** Maximum bytes per batch, as counted by the weigher. */
        public Builder<T> maxBatchBytes(long maxBatchBytes) {
            this.maxBatchBytes = maxBatchBytes;
            return this;
        }

        /** Sizes each item; the default counts one row and no bytes. */
        public Builder<T> weigher(Weigher<? super T> weigher) {
            if (weigher == null) {
                throw new NullPointerException("weigher of queue " + name);
            }
            this.weigher = weigher;
            return this;
        }

        /** Told about handler failures; the default logs them at ERROR. */
        public Builder<T> errorHandler(ErrorHandler errorHandler) {
            if (errorHandler == null) {
                throw new NullPointerException("error handler of queue " + name);
            }
            this.errorHandler = errorHandler;
            return this;
        }

        public BatchingQueue<T> build() {
            if (capacity < 2 || capacity > 1 << 30) {
                throw new IllegalArgumentException(
                        "queue " + name + ": capacity must be in [2, 2^30]: " + capacity);
            }
            if (maxBatchRows < 1) {
                throw new IllegalArgumentException(
                        "queue " + name + ": maxBatchRows must be positive: " + maxBatchRows);
            }
            if (maxBatchBytes < 1) {
                throw new IllegalArgumentException(
                        "queue " + name + ": maxBatchBytes must be positive: " + maxBatchBytes);
            }
            return new BatchingQueue<>(this);
        }
    }
}
