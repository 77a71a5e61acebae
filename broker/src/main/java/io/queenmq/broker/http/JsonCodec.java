package io.queenmq.broker.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufOutputStream;
import io.netty.buffer.Unpooled;
import io.queenmq.broker.util.JsonMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;

/** The JSON reading and writing of HTTP bodies, with the broker's {@link JsonMapper}. Thread-safe. */
public final class JsonCodec {
    /** Nesting of arrays and objects a request body may have, payloads included (documented in the README). */
    public static final int MAX_BODY_DEPTH = 64;
    private static final ObjectMapper MAPPER = JsonMapper.shared();
    /**
     * Reads request bodies: the tree is walked recursively when validated, stored and served, so its depth is
     * bounded; what the broker reads back itself (spool records, stored envelopes) nests less than the body it came
     * from and keeps Jackson's default. A duplicate key is refused rather than silently resolved to its last value,
     * which a proxy or another parser checking the same body might resolve to the first.
     */
    private static final ObjectMapper BODY_MAPPER = MAPPER.copyWith(JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(Integer.MAX_VALUE)
                    .maxNestingDepth(MAX_BODY_DEPTH)
                    .build())
            .build());

    private JsonCodec() {
    }

    /** Parses a request body; failures become 400 with a one-line parser message. */
    static JsonNode parseBody(byte[] body) {
        JsonNode node;
        try {
            node = BODY_MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("Invalid JSON: " + describe(e));
        } catch (IOException e) {
            // Reading a byte array cannot fail with plain I/O; keep the answer a 400 all the same.
            throw ApiException.badRequest("Invalid JSON: " + oneLine(e.getMessage()));
        }
        if (node == null || node.isMissingNode()) {
            throw ApiException.badRequest("Invalid JSON: no JSON value in body");
        }
        return node;
    }

    /**
     * Serialises {@code body} into a new buffer; a {@code byte[]} is taken as ready-made JSON, a {@link JsonBody}
     * writes itself.
     */
    static ByteBuf write(ByteBufAllocator alloc, Object body) throws IOException {
        if (body instanceof byte[] bytes) {
            return Unpooled.wrappedBuffer(bytes);
        }
        ByteBuf buffer = alloc.buffer();
        try (OutputStream out = new ByteBufOutputStream(buffer)) {
            if (body instanceof JsonBody writer) {
                try (JsonGenerator json = MAPPER.getFactory().createGenerator(out)) {
                    writer.writeTo(json);
                }
            } else {
                MAPPER.writeValue(out, body);
            }
            return buffer;
        } catch (IOException | RuntimeException e) {
            buffer.release();
            throw e;
        }
    }

    /** {@code {"error": message}}; cannot fail for a String. */
    static ByteBuf errorBody(ByteBufAllocator alloc, String message) {
        try {
            return write(alloc, Map.of("error", message == null ? "" : message));
        } catch (IOException e) {
            throw new IllegalStateException("Cannot serialise an error message", e);
        }
    }

    /** Jackson's message without its "[Source: ...]" and "from `StreamReadConstraints...`" noise, plus where. */
    private static String describe(JsonProcessingException e) {
        String message = oneLine(e.getOriginalMessage()).replaceAll("\\[Source: [^;\\]]*; ", "[")
                .replaceAll(", from `[^`]*`", "");
        JsonLocation stoppedAt = e.getLocation();
        return stoppedAt == null
                ? message
                : message + " at line " + stoppedAt.getLineNr() + ", column " + stoppedAt.getColumnNr();
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
