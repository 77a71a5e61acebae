package io.queenmq.client.streams;

import io.queenmq.client.QueenException;

/**
 * A stream query's name is registered with another operator chain or version (the broker's 409). Its stored state
 * belongs to the other definition: pick a new name, or start with {@code reset(true)} to drop that state.
 */
public final class StreamConfigMismatchException extends QueenException {
    /** Query {@code name} could not be registered with {@code configHash}; {@code error} is the broker's text. */
    public StreamConfigMismatchException(String name, String configHash, String error) {
        super("stream query " + name + " is registered with another operator chain or version (this one is "
                + configHash + "): start it with reset(true) to drop its state, or pick a new name. Broker: " + error);
    }
}
