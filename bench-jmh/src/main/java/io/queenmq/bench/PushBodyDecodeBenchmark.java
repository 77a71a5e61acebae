package io.queenmq.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.opentelemetry.api.trace.SpanContext;
import io.queenmq.broker.api.core.PushBody;
import io.queenmq.broker.store.Completion;
import io.queenmq.broker.store.StoreFailure;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.PushResult;
import io.queenmq.broker.util.JsonMapper;
import java.io.IOException;
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
 * Push request bodies decoded per second, the event-loop work of {@code POST /api/v1/push} before
 * the request is offered to a store lane: parse the body with the broker's shared mapper, then
 * {@link PushBody#parse} (per item: read and check the fields, re-serialise the payload to compact
 * JSON text, mint a UUIDv7 message id); finally wrap the items in a {@link PushRequest}. One operation is one whole body.
 *
 * <p>Baseline ({@code baselineReadTree}): {@code readTree} of the same body alone, i.e. the part
 * of the cost that is Jackson's parse rather than the per-item work.
 */
@State(Scope.Thread)
public class PushBodyDecodeBenchmark extends AbstractBenchmark {

    private static final ObjectMapper MAPPER = JsonMapper.shared();
    private static final int MAX_ITEMS = 10_000;
    private static final int PARTITIONS = 10;
    private static final Completion<List<PushResult>> IGNORED = new Completion<>() {
        @Override
        public void succeeded(List<PushResult> value) {
            // not stored in this benchmark
        }

        @Override
        public void failed(StoreFailure failure) {
            // not stored in this benchmark
        }
    };

    /** Items in the body. */
    @Param({"1", "10", "100"})
    int messages;

    byte[] body;

    @Setup(Level.Trial)
    public void buildBody() throws IOException {
        ArrayNode items = JsonNodeFactory.instance.arrayNode(messages);
        for (int i = 0; i < messages; i++) {
            ObjectNode item = items.addObject();
            item.put("queue", "orders");
            item.put("partition", "customer-" + (i % PARTITIONS));
            item.put("transactionId", "tx-" + UUID.randomUUID());
            ObjectNode payload = item.putObject("payload"); // ~40 bytes as compact JSON
            payload.put("orderId", 100_000 + i);
            payload.put("qty", 3);
            payload.put("total", 42.5);
        }
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.set("items", items);
        body = MAPPER.writeValueAsBytes(root);
    }

    @Benchmark
    public PushRequest decode() throws IOException {
        return new PushRequest(PushBody.parse(MAPPER.readTree(body), body, MAX_ITEMS, null, null), IGNORED,
                SpanContext.getInvalid());
    }

    @Benchmark
    public JsonNode baselineReadTree() throws IOException {
        return MAPPER.readTree(body);
    }
}
