package io.queenmq.broker.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.http.ApiException;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.UUID;

/** Typed reads of request-body fields; a wrong type is the client's mistake (400). */
public final class JsonFields {
    private static final int MAX_NUMERIC_INTEGER_DIGITS = 131_072;
    private static final int MAX_NUMERIC_FRACTION_DIGITS = 16_383;

    private JsonFields() {}

    /** The field as a string; null when absent or JSON null; 400 with {@code error} for any other type. */
    public static String optionalString(JsonNode object, String field, String error) {
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
    public static String stringIfPresent(JsonNode object, String field, String error) {
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
     * Rejects a string PostgreSQL cannot store as sent: {@code text} and {@code jsonb} have no NUL character
     * (U+0000), which would fail the statement instead of the request, and the driver silently turns an
     * unpaired UTF-16 surrogate into '?', which would store another name, key or payload than the one sent.
     */
    public static String storableText(String what, String text) {
        if (text == null) {
            return null;
        }
        if (text.indexOf('\0') >= 0) {
            throw ApiException.badRequest(what + " must not contain the NUL character (U+0000)");
        }
        if (hasUnpairedSurrogate(text)) {
            throw ApiException.badRequest(what + " must not contain an unpaired UTF-16 surrogate (\\uD800-\\uDFFF)");
        }
        return text;
    }

    public static boolean hasUnpairedSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (Character.isHighSurrogate(ch) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(ch)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a JSON body may hold a string {@link #storableText} refuses or a number {@link #storableNumber}
     * refuses: in valid UTF-8 JSON a NUL or a surrogate can only be written as an escape ({@code \u0000},
     * {@code \uD800}-{@code \uDFFF}, high and low halves), and a number out of PostgreSQL's range needs an exponent
     * of at least five digits (Jackson bounds the digits of a number to 1000), so a body without such a byte
     * sequence needs no deeper look. A cheap pre-check for {@link #rejectUnstorable}.
     */
    public static boolean mayContainUnstorable(byte[] body) {
        for (int i = 0; i + 5 < body.length; i++) {
            if (body[i] == '\\' && body[i + 1] == 'u') {
                boolean nul = body[i + 2] == '0' && body[i + 3] == '0' && body[i + 4] == '0' && body[i + 5] == '0';
                boolean surrogate = (body[i + 2] == 'd' || body[i + 2] == 'D')
                        && "89abcdefABCDEF".indexOf(body[i + 3]) >= 0;
                if (nul || surrogate) {
                    return true;
                }
            } else if ((body[i] == 'e' || body[i] == 'E') && hasLongExponent(body, i + 1)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an optional sign and at least five digits start at {@code from}. */
    private static boolean hasLongExponent(byte[] body, int from) {
        int digitsFrom = from < body.length && (body[from] == '-' || body[from] == '+') ? from + 1 : from;
        for (int i = digitsFrom; i < digitsFrom + 5; i++) {
            if (i >= body.length || body[i] < '0' || body[i] > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Rejects a number a {@code jsonb} cannot hold: PostgreSQL's {@code numeric} keeps at most 131,072 digits
     * before the decimal point and 16,383 after, and fails the whole statement (and its batch) on more.
     */
    public static void storableNumber(String what, JsonNode number) {
        if (!number.isBigDecimal()) {
            return; // integers are bounded to 1000 digits by the parser
        }
        BigDecimal value = number.decimalValue();
        // Zero too: PostgreSQL keeps the scale of 0E-99999.
        if (value.scale() > MAX_NUMERIC_FRACTION_DIGITS
                || value.precision() - value.scale() > MAX_NUMERIC_INTEGER_DIGITS) {
            throw ApiException.badRequest(what + " has a number out of PostgreSQL's range: " + value + " (at most "
                    + MAX_NUMERIC_INTEGER_DIGITS + " digits before the decimal point and "
                    + MAX_NUMERIC_FRACTION_DIGITS + " after)");
        }
    }

    /**
     * Rejects a JSON value with an unstorable string (see {@link #storableText}) anywhere, keys included, or an
     * unstorable number ({@link #storableNumber}).
     */
    public static void rejectUnstorable(String what, JsonNode value) {
        if (value == null) {
            return;
        }
        ArrayDeque<JsonNode> pending = new ArrayDeque<>();
        pending.push(value);
        while (!pending.isEmpty()) {
            JsonNode node = pending.pop();
            if (node.isTextual()) {
                storableText(what, node.textValue());
            } else if (node.isNumber()) {
                storableNumber(what, node);
            } else if (node.isObject()) {
                for (Map.Entry<String, JsonNode> field : node.properties()) {
                    storableText(what, field.getKey());
                    pending.push(field.getValue());
                }
            } else if (node.isArray()) {
                node.forEach(pending::push);
            }
        }
    }

    public static UUID uuid(String what, String text) {
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
    public static UUID optionalUuid(String what, String text) {
        return text == null || text.isEmpty() ? null : uuid(what, text);
    }
}
