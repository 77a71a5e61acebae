package io.queenmq.broker.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import java.util.UUID;

/** Typed reads of request-body fields; a wrong type is the client's mistake (400). */
final class JsonFields {
    private JsonFields() {}

    /** The field as a string; null when absent or JSON null; 400 with {@code error} for any other type. */
    static String optionalString(JsonNode object, String field, String error) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw ApiException.badRequest(error);
        }
        return value.textValue();
    }

    /** A present field that is not a string (JSON null included) is an error, as upstream checks push items. */
    static String stringIfPresent(JsonNode object, String field, String error) {
        JsonNode value = object.get(field);
        if (value == null) {
            return null;
        }
        if (!value.isTextual()) {
            throw ApiException.badRequest(error);
        }
        return value.textValue();
    }

    static UUID uuid(String what, String text) {
        try {
            if (text.length() == 36) {
                return UUID.fromString(text);
            }
        } catch (IllegalArgumentException ignored) {
            // reported below
        }
        throw ApiException.badRequest(what + " must be a UUID: " + text);
    }

    /** A UUID, or null for an absent/empty value. */
    static UUID optionalUuid(String what, String text) {
        return text == null || text.isEmpty() ? null : uuid(what, text);
    }
}
