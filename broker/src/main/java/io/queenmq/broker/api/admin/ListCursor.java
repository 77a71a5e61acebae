package io.queenmq.broker.api.admin;

import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.store.admin.MessageStore;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.UUID;

/**
 * The {@code cursor} of {@code GET /api/v1/messages} (docs/http-api.md §4.4): where a page ended, handed back by the
 * client to get the next one. Opaque to clients; inside, the last message's creation time, partition and offset.
 */
final class ListCursor {
    private ListCursor() {}

    static String encode(MessageStore.Position p) {
        String plain = p.createdEpochMicros() + ":" + p.partitionId() + ":" + p.seq();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.US_ASCII));
    }

    /** The position, null for a null cursor; 400 for one this broker did not make. */
    static MessageStore.Position decode(String cursor) {
        if (cursor == null) {
            return null;
        }
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.US_ASCII).split(":", -1);
            if (parts.length == 3) {
                return new MessageStore.Position(Long.parseLong(parts[0]), UUID.fromString(parts[1]),
                        Long.parseLong(parts[2]));
            }
        } catch (IllegalArgumentException e) {
            // falls through to the client error below (NumberFormatException is one too)
        }
        throw ApiException.badRequest("cursor is not one this listing returned: " + cursor);
    }
}
