package io.queenmq.broker.util;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;

/** The broker's one Jackson {@link ObjectMapper}: HTTP bodies, stored envelopes, spool records. Thread-safe. */
public final class JsonMapper {
    private static final ObjectMapper SHARED = new ObjectMapper(JsonFactory.builder()
            // The body size limit already bounds the input; Jackson's default 20 MB string cap would refuse
            // large message payloads that the limit allows.
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build())
            .build())
            // Payload numbers are re-serialised from the parsed tree: keep them exact (a double would turn
            // 12345678901234567.5 into 12345678901234568 and 1e400 into "Infinity").
            .configure(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS, true)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true);

    private JsonMapper() {
    }

    public static ObjectMapper shared() {
        return SHARED;
    }
}
