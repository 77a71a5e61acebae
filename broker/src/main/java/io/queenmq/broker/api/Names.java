package io.queenmq.broker.api;

import io.queenmq.broker.http.ApiException;

/** Limits on queue, partition and consumer-group names (documented in the README). */
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
        if (name.length() > MAX_LENGTH) {
            throw ApiException.badRequest(what + " too long: " + name.length() + " characters (max " + MAX_LENGTH + ")");
        }
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
