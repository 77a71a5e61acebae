package io.queenmq.client.streams;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The Jackson mapper of the stream API, which turns accumulators into state and window results into JSON. */
final class StreamJson {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private StreamJson() {}

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
