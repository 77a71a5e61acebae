package io.queenmq.client.streams;

/** One source message as it goes down the operator chain: its grouping key, event time and current value. */
record Element<V>(String key, long eventTimeMs, V value) {
    <R> Element<R> withValue(R newValue) {
        return new Element<>(key, eventTimeMs, newValue);
    }

    Element<V> withKey(String newKey) {
        return new Element<>(newKey, eventTimeMs, value);
    }

    Element<V> withEventTime(long newEventTimeMs) {
        return new Element<>(key, newEventTimeMs, value);
    }
}
