package io.queenmq.gatling;

import java.util.BitSet;

/**
 * A set of one producer's message sequence numbers (1-based, below 2^31), one bit each. Any thread;
 * each call takes the set's monitor, which is uncontended in practice: one set per producer, and a
 * group's consumers rarely deliver the same producer's messages at the same instant.
 */
final class SequenceSet {

    private final BitSet bits = new BitSet();

    /** Adds {@code seq}; returns false if it was already present. */
    synchronized boolean add(long seq) {
        int index = index(seq);
        if (bits.get(index)) {
            return false;
        }
        bits.set(index);
        return true;
    }

    synchronized boolean contains(long seq) {
        return seq > 0 && seq <= Integer.MAX_VALUE && bits.get((int) seq);
    }

    synchronized int size() {
        return bits.cardinality();
    }

    /** How many members of this set are missing from {@code other}. */
    int missingFrom(SequenceSet other) {
        BitSet mine = snapshot();
        mine.andNot(other.snapshot());
        return mine.cardinality();
    }

    /** A copy of the members: bit {@code n} is set for sequence number {@code n}. */
    synchronized BitSet snapshot() {
        return (BitSet) bits.clone();
    }

    private static int index(long seq) {
        if (seq <= 0 || seq > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("sequence out of range: " + seq + " (1.." + Integer.MAX_VALUE + ")");
        }
        return (int) seq;
    }
}
