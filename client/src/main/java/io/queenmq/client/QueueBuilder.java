package io.queenmq.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.consume.BatchHandler;
import io.queenmq.client.consume.ConsumeSummary;
import io.queenmq.client.consume.Message;
import io.queenmq.client.consume.MessageHandler;
import io.queenmq.client.consume.RunningConsumer;
import io.queenmq.client.consume.SubscriptionMode;
import io.queenmq.client.internal.ConsumerWorkers;
import io.queenmq.client.internal.Handling;
import io.queenmq.client.internal.HttpTransport;
import io.queenmq.client.internal.Json;
import io.queenmq.client.internal.PushBuffer;
import io.queenmq.client.internal.PushItems;
import io.queenmq.client.push.BufferOptions;
import io.queenmq.client.push.PushItem;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.queue.QueueConfig;
import io.queenmq.client.queue.QueueConfigured;
import io.queenmq.client.queue.QueueDeleted;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * What to do with one queue, built up call by call as in the JS client:
 * {@code queen.queue("orders").partition("customer-42").push(items)},
 * {@code queen.queue("orders").group("billing").batch(10).pop()}. Each setter returns a new
 * builder, so a builder can be kept and reused from any thread.
 */
public final class QueueBuilder {
    private final Queen queen;
    private final String queue;
    private String partition;
    private String namespace;
    private String task;
    private QueueConfig config = QueueConfig.defaults();
    private BufferOptions buffer;
    private String group;
    private int batch = 1;
    private boolean wait = true;
    private long timeoutMillis = 30_000;
    private int partitions = 1;
    private boolean autoAck;
    private SubscriptionMode subscriptionMode;
    private String subscriptionFrom;
    private int concurrency = 1;
    private long limit;
    private long idleMillis;
    private long renewLeaseMillis = 5_000;

    QueueBuilder(Queen queen, String queue) {
        this.queen = queen;
        this.queue = Objects.requireNonNull(queue, "queue");
    }

    /** A copy of this builder with {@code change} applied: builders are never changed once handed out. */
    private QueueBuilder with(Consumer<QueueBuilder> change) {
        QueueBuilder b = new QueueBuilder(queen, queue);
        b.partition = partition;
        b.namespace = namespace;
        b.task = task;
        b.config = config;
        b.buffer = buffer;
        b.group = group;
        b.batch = batch;
        b.wait = wait;
        b.timeoutMillis = timeoutMillis;
        b.partitions = partitions;
        b.autoAck = autoAck;
        b.subscriptionMode = subscriptionMode;
        b.subscriptionFrom = subscriptionFrom;
        b.concurrency = concurrency;
        b.limit = limit;
        b.idleMillis = idleMillis;
        b.renewLeaseMillis = renewLeaseMillis;
        change.accept(b);
        return b;
    }

    // --- configure ---

    /** The namespace stored by {@link #create()}. */
    public QueueBuilder namespace(String namespace) {
        return with(b -> b.namespace = namespace);
    }

    /** The task stored by {@link #create()}. */
    public QueueBuilder task(String task) {
        return with(b -> b.task = task);
    }

    /** The options {@link #create()} sets (default {@link QueueConfig#defaults()}). */
    public QueueBuilder config(QueueConfig config) {
        return with(b -> b.config = Objects.requireNonNull(config, "config"));
    }

    /** Creates the queue, or replaces its whole configuration if it exists. */
    public QueueConfigured create() {
        ObjectNode body = Json.object();
        body.put("queue", queue);
        body.put("namespace", namespace);
        body.put("task", task);
        body.set("options", Json.tree(config));
        return Json.read(transport().post("/api/v1/configure", body), QueueConfigured.class);
    }

    /**
     * Deletes the queue with its messages, cursors and dead letters; with {@link #partition}
     * set, only that partition. Deleting a queue that does not exist succeeds.
     */
    public QueueDeleted delete() {
        String path = "/api/v1/resources/queues/" + HttpTransport.encode(queue);
        if (partition != null) {
            path += "/partitions/" + HttpTransport.encode(partition);
        }
        return Json.read(transport().delete(path), QueueDeleted.class);
    }

    // --- push ---

    /** The partition to push to ({@code Default} unless set), and the only one to pop from. */
    public QueueBuilder partition(String partition) {
        return with(b -> b.partition = Objects.requireNonNull(partition, "partition"));
    }

    /**
     * Buffers pushes in the client, sending them in batches (see {@link #push}); the options of
     * the first buffered push to a queue and partition apply to that buffer.
     */
    public QueueBuilder buffer(BufferOptions options) {
        return with(b -> b.buffer = Objects.requireNonNull(options, "options"));
    }

    /**
     * Pushes {@code items}: each a {@link PushItem}, or any other value taken as a payload.
     * Returns one result per item, in order. With {@link #buffer} set it returns an empty list at
     * once: the items wait in the client's buffer (use {@link #pushAsync} for their results).
     */
    public List<PushResult> push(List<?> items) {
        if (buffer != null) {
            pushAsync(items);
            return List.of();
        }
        return PushBuffer.send(transport(), wire(items));
    }

    /**
     * Pushes {@code items} without blocking; the future completes with one result per item,
     * in order (with {@link #buffer} set, once the buffer holding them has been sent).
     */
    public CompletableFuture<List<PushResult>> pushAsync(List<?> items) {
        List<JsonNode> wire = wire(items);
        if (buffer != null) {
            return queen.core().buffers().add(queue, target(), wire, buffer);
        }
        return PushBuffer.sendAsync(transport(), wire);
    }

    // --- pop and consume ---

    /** The consumer group (default: plain queue mode, one shared cursor). */
    public QueueBuilder group(String group) {
        return with(b -> b.group = group);
    }

    /** At most this many messages per pop (default 1). */
    public QueueBuilder batch(int batch) {
        return with(b -> b.batch = (int) atLeastOne(batch, "batch"));
    }

    /** Whether a pop waits for messages to arrive (default true), up to {@link #timeoutMillis}. */
    public QueueBuilder wait(boolean wait) {
        return with(b -> b.wait = wait);
    }

    /** How long a waiting pop waits (default 30,000 ms; the broker caps it at 120 s). */
    public QueueBuilder timeoutMillis(long timeoutMillis) {
        return with(b -> b.timeoutMillis = atLeastOne(timeoutMillis, "timeoutMillis"));
    }

    /** How many partitions one pop may claim (default 1). */
    public QueueBuilder partitions(int partitions) {
        return with(b -> b.partitions = (int) atLeastOne(partitions, "partitions"));
    }

    /** The broker acknowledges what it delivers (no lease, no ack needed; default false). */
    public QueueBuilder autoAck(boolean autoAck) {
        return with(b -> b.autoAck = autoAck);
    }

    /** Where a new consumer group starts. */
    public QueueBuilder subscriptionMode(SubscriptionMode mode) {
        return with(b -> b.subscriptionMode = mode);
    }

    /** A new consumer group starts after this ISO-8601 time, or {@code now}; wins over the mode. */
    public QueueBuilder subscriptionFrom(String from) {
        return with(b -> b.subscriptionFrom = from);
    }

    /** Consumer workers, each popping and handling on its own thread (default 1). */
    public QueueBuilder concurrency(int workers) {
        return with(b -> b.concurrency = (int) atLeastOne(workers, "concurrency"));
    }

    /** The consumer stops after handling this many messages (default 0: no limit). */
    public QueueBuilder limit(long messages) {
        return with(b -> b.limit = Math.max(0, messages));
    }

    /** The consumer stops after this long without a message (default 0: never). */
    public QueueBuilder idleMillis(long idleMillis) {
        return with(b -> b.idleMillis = Math.max(0, idleMillis));
    }

    /**
     * While a handler runs, its lease is renewed this often (default 5,000 ms; 0: never), each
     * time to three intervals ahead; keep it below the queue's lease time.
     */
    public QueueBuilder renewLeaseMillis(long intervalMillis) {
        return with(b -> b.renewLeaseMillis = Math.max(0, intervalMillis));
    }

    /** One pop; an empty list when nothing arrived within the wait. Interrupting the caller abandons the pop. */
    public List<Message> pop() {
        queen.core().ensureOpen();
        return pop(batch, timeoutMillis);
    }

    /** One pop without blocking; cancelling the future abandons the pop (the broker drops a waiting one). */
    public CompletableFuture<List<Message>> popAsync() {
        queen.core().ensureOpen();
        return transport().callAsync("GET", popPath(batch, timeoutMillis), null, popTimeout(timeoutMillis),
                this::messages);
    }

    /**
     * Handles messages with {@code handler}, one at a time per worker, until {@link #limit} or
     * {@link #idleMillis} ends it; blocks until then. Each message is acknowledged completed
     * when the handler returns, failed (with the exception's text) when it throws.
     */
    public ConsumeSummary consume(MessageHandler handler) {
        return consumeAsync(handler).await();
    }

    /** {@link #consume(MessageHandler)} in the background; stop it with {@link RunningConsumer#stop()}. */
    public RunningConsumer consumeAsync(MessageHandler handler) {
        return start(Handling.each(handler));
    }

    /** Like {@link #consume(MessageHandler)}, handing each pop's messages to {@code handler} at once. */
    public ConsumeSummary consumeBatch(BatchHandler handler) {
        return consumeBatchAsync(handler).await();
    }

    /** {@link #consumeBatch(BatchHandler)} in the background. */
    public RunningConsumer consumeBatchAsync(BatchHandler handler) {
        return start(Handling.batch(handler));
    }

    // --- internals ---

    private RunningConsumer start(Handling handling) {
        queen.core().ensureOpen();
        RunningConsumer consumer = ConsumerWorkers.start(new ConsumerWorkers.Plan(queen.core(), this::pop, handling,
                concurrency, batch, limit, idleMillis, timeoutMillis, renewLeaseMillis, autoAck));
        queen.register(consumer);
        return consumer;
    }

    /** A pop of at most {@code max} messages waiting at most {@code waitMillis}, on the calling thread. */
    private List<Message> pop(int max, long waitMillis) {
        return messages(transport().call("GET", popPath(max, waitMillis), null, popTimeout(waitMillis)));
    }

    private String popPath(int max, long waitMillis) {
        StringBuilder path = new StringBuilder("/api/v1/pop/queue/").append(HttpTransport.encode(queue));
        if (partition != null) {
            path.append("/partition/").append(HttpTransport.encode(partition));
        }
        path.append("?batch=").append(max).append("&wait=").append(wait).append("&timeout=").append(waitMillis);
        if (group != null) {
            path.append("&consumerGroup=").append(HttpTransport.encode(group));
        }
        if (autoAck) {
            path.append("&autoAck=true");
        }
        if (subscriptionMode != null) {
            path.append("&subscriptionMode=").append(subscriptionMode.wire());
        }
        if (subscriptionFrom != null) {
            path.append("&subscriptionFrom=").append(HttpTransport.encode(subscriptionFrom));
        }
        if (partitions > 1) {
            path.append("&partitions=").append(partitions);
        }
        return path.toString();
    }

    /** The broker answers a long poll when its wait ends: allow that on top of the usual timeout. */
    private Duration popTimeout(long waitMillis) {
        return Duration.ofMillis(wait ? waitMillis + 30_000 : 30_000);
    }

    private List<Message> messages(JsonNode body) {
        // 204, or a 200 without messages (e.g. {"success":false,"error":"lease_held"}): nothing to deliver.
        if (body == null || !body.path("messages").isArray()) {
            return List.of();
        }
        List<Message> out = new ArrayList<>();
        // The broker names the queue once per answer; each message carries it here.
        body.get("messages").forEach(m -> out.add(Json.read(((ObjectNode) m).put("queue", queue), Message.class)));
        return out;
    }

    /** {@code items} as the broker takes them, addressed to this queue and partition. */
    private List<JsonNode> wire(List<?> items) {
        queen.core().ensureOpen();
        List<JsonNode> wire = new ArrayList<>(items.size());
        for (Object item : items) {
            wire.add(PushItems.wire(item, queue, target()));
        }
        return wire;
    }

    private String target() {
        return partition == null ? "Default" : partition;
    }

    private HttpTransport transport() {
        return queen.core().transport();
    }

    private static long atLeastOne(long value, String name) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be >= 1: " + value);
        }
        return value;
    }
}
