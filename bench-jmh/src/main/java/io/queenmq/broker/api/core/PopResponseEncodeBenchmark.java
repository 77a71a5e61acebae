package io.queenmq.broker.api.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import io.netty.buffer.Unpooled;
import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.bench.AbstractBenchmark;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopResult;
import io.queenmq.broker.store.core.PoppedMessage;
import io.queenmq.broker.util.JsonMapper;
import io.queenmq.broker.util.Uuid7;
import io.queenmq.broker.util.WireTime;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Pop answers encoded per second by {@link PopResponseWriter}, the event-loop work between a
 * committed pop batch and the HTTP response: one operation is one whole body of a pop with
 * leases (no autoAck) from one partition, each message carrying a ~40-byte JSON payload that is
 * copied in as stored text.
 *
 * <p>This class lives in the broker's package {@code io.queenmq.broker.api} (in the benchmark
 * jar) because the writer is package-private; it is on the plain classpath, so the split package
 * is allowed.
 *
 * <p>Baseline ({@code baselineTree}): the same answer built as a Jackson tree (payloads as raw
 * values) and serialised with {@code writeValueAsBytes}, the generic path the streaming writer
 * replaces.
 */
@State(Scope.Thread)
public class PopResponseEncodeBenchmark extends AbstractBenchmark {

    private static final ObjectMapper MAPPER = JsonMapper.shared();

    /** Messages in the answer. */
    @Param({"1", "10", "100"})
    int messages;

    PopRequest request;
    PopResult result;
    final ByteBuf body = Unpooled.buffer(1 << 16);

    @Setup(Level.Trial)
    public void buildAnswer() {
        request = new PopRequest("orders", null, "billing", messages, 1, false,
                PopRequest.Subscription.ALL, Uuid7.next(), null, SpanContext.getInvalid());
        UUID partitionId = UUID.randomUUID();
        long createdEpochMicros = 1_767_225_600_000_000L; // 2026-01-01T00:00:00Z
        List<PoppedMessage> popped = new ArrayList<>(messages);
        for (int i = 0; i < messages; i++) {
            UUID id = Uuid7.next();
            // Stored payloads come back from jsonb::text, hence the space after each separator.
            String payload = "{\"qty\": 3, \"total\": 42.5, \"orderId\": " + (100_000 + i) + "}";
            popped.add(new PoppedMessage(id, "tx-" + id, null, payload, null, createdEpochMicros + i * 250L,
                    partitionId, "customer-7", i + 1L, null, null));
        }
        result = new PopResult(PopResult.Outcome.CLAIMED, popped, "customer-7", partitionId, 1);
    }

    /** Into one reused buffer, as the broker writes into a pooled one; returns the body's length. */
    @Benchmark
    public int write() throws IOException {
        body.clear();
        try (JsonGenerator json = MAPPER.getFactory().createGenerator((OutputStream) new ByteBufOutputStream(body))) {
            PopResponseWriter.write(request, result).writeTo(json);
        }
        return body.readableBytes();
    }

    @Benchmark
    public byte[] baselineTree() throws JsonProcessingException {
        String leaseId = request.autoAck() ? "" : request.leaseId().toString();
        JsonNodeFactory json = JsonNodeFactory.instance;
        ObjectNode root = json.objectNode();
        root.put("success", true);
        root.put("queue", request.queue());
        root.put("partition", result.partition());
        root.put("partitionId", result.partitionId().toString());
        root.put("leaseId", leaseId);
        root.put("consumerGroup", request.consumerGroup());
        root.put("partitionsClaimed", result.partitionsClaimed());
        ArrayNode list = root.putArray("messages");
        for (PoppedMessage m : result.messages()) {
            ObjectNode node = list.addObject();
            node.put("id", m.id().toString());
            node.put("transactionId", m.transactionId());
            node.put("traceId", m.traceId() == null ? null : m.traceId().toString());
            node.putRawValue("data", new RawValue(m.payloadJson()));
            node.put("producerSub", m.producerSub());
            node.put("createdAt", WireTime.micros(m.createdEpochMicros()));
            node.put("partitionId", m.partitionId().toString());
            node.put("partition", m.partition());
            node.put("leaseId", leaseId);
            node.put("consumerGroup", request.consumerGroup());
        }
        return MAPPER.writeValueAsBytes(root);
    }

    public static void main(String[] args) throws RunnerException {
        run(PopResponseEncodeBenchmark.class);
    }
}
