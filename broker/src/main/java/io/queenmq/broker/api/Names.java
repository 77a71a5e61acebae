package io.queenmq.broker.api;

import io.queenmq.broker.http.ApiException;

/** Limits on queue, partition and consumer-group names, and on stored ids and tags (documented in the README). */
public final class Names {
    public static final int MAX_LENGTH = 255;

    private Names() {}

    /**
     * A usable name: 1 to 255 characters, no control characters; queue and partition names also
     * no '/', since they must be addressable as one path segment.
     */
    public static String check(String what, String name, boolean pathSegment) {
        if (name.isEmpty()) {
            throw ApiException.badRequest(what + " must not be empty");
        }
        bounded(what, name);
        if (JsonFields.hasUnpairedSurrogate(name)) {
            throw ApiException.badRequest(what + " must not contain an unpaired UTF-16 surrogate");
        }
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (Character.isISOControl(ch)) {
                throw ApiException.badRequest(what + " must not contain control characters");
            }
            if (pathSegment && ch == '/') {
                throw ApiException.badRequest(what + " must not contain '/': " + name);
            }
        }
        return name;
    }

    /** {@code text} (null passes) if it has at most 255 characters, as a name: ids and tags the client chooses. */
    public static String bounded(String what, String text) {
        if (text != null && text.length() > MAX_LENGTH) {
            throw ApiException.badRequest(what + " too long: " + text.length() + " characters (max " + MAX_LENGTH
                    + ")");
        }
        return text;
    }

    /** A stored transaction id: at most 255 characters that PostgreSQL can store as sent. */
    public static String transactionId(String what, String text) {
        return JsonFields.storableText(what, bounded(what, text));
    }

    public static String queue(String name) {
        return check("Queue name", name, true);
    }

    public static String partition(String name) {
        return check("Partition name", name, true);
    }

    public static String consumerGroup(String name) {
        return check("Consumer group name", name, false);
    }
}
