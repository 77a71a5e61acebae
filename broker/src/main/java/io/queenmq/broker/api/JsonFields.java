package io.queenmq.broker.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import java.util.ArrayDeque;
import java.util.Map;
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

    /**
     * Rejects a string PostgreSQL cannot store: {@code text} and {@code jsonb} have no NUL character
     * (U+0000), and letting one through fails the statement (SQLSTATE 22021 / 22P05) instead of the request.
     */
    static String withoutNul(String what, String text) {
        if (text != null && text.indexOf('\0') >= 0) {
            throw ApiException.badRequest(what + " must not contain the NUL character (U+0000)");
        }
        return text;
    }

    /**
     * Whether a JSON body may hold a NUL character: in valid JSON one can only be written as an escape
     * (a backslash, {@code u} and four zeros), so a body without that byte sequence needs no deeper look.
     * A cheap pre-check for {@link #rejectNul(String, JsonNode)} on the push path.
     */
    static boolean mayContainNul(byte[] body) {
        for (int i = 0; i + 5 < body.length; i++) {
            if (body[i] == '\\' && body[i + 1] == 'u' && body[i + 2] == '0'
                    && body[i + 3] == '0' && body[i + 4] == '0' && body[i + 5] == '0') {
                return true;
            }
        }
        return false;
    }

    /** Rejects a JSON value with a NUL character in any string or field name (jsonb cannot store one). */
    static void rejectNul(String what, JsonNode value) {
        if (value == null) {
            return;
        }
        ArrayDeque<JsonNode> pending = new ArrayDeque<>();
        pending.push(value);
        while (!pending.isEmpty()) {
            JsonNode node = pending.pop();
            if (node.isTextual()) {
                withoutNul(what, node.textValue());
            } else if (node.isObject()) {
                for (Map.Entry<String, JsonNode> field : node.properties()) {
                    withoutNul(what, field.getKey());
                    pending.push(field.getValue());
                }
            } else if (node.isArray()) {
                node.forEach(pending::push);
            }
        }
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
