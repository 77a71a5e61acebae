package io.queenmq.client.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.queenmq.client.QueenException;
import java.io.IOException;

/** The one Jackson mapper of the client: unknown fields are ignored so newer brokers stay readable. */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE, true);

    private Json() {}

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /** Reads {@code node} as {@code type}; a shape the type cannot take is a {@link QueenException}. */
    public static <T> T read(JsonNode node, Class<T> type) {
        try {
            return MAPPER.treeToValue(node, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new QueenException("cannot read " + node + " as " + type.getSimpleName(), e);
        }
    }

    /** Reads {@code node} as a generic {@code type}, e.g. a list of records. */
    public static <T> T read(JsonNode node, TypeReference<T> type) {
        try {
            return MAPPER.readerFor(type).readValue(node);
        } catch (IOException | IllegalArgumentException e) {
            throw new QueenException("cannot read " + node + " as " + type.getType(), e);
        }
    }
}
