package io.pare.program;

import java.util.Arrays;

/** A growable int array, to avoid boxing on the hot path of candidate printing. */
public final class IntArray {
    private int[] data;
    private int size;

    public IntArray(int capacity) {
        data = new int[Math.max(4, capacity)];
    }

    public void add(int v) {
        if (size == data.length) data = Arrays.copyOf(data, size * 2);
        data[size++] = v;
    }

    /** Appends {@code length} values of {@code from}, starting at {@code start}. */
    public void addAll(int[] from, int start, int length) {
        if (size + length > data.length) data = Arrays.copyOf(data, Math.max(size * 2, size + length));
        System.arraycopy(from, start, data, size, length);
        size += length;
    }

    public int size() {
        return size;
    }

    public int get(int i) {
        return data[i];
    }

    public int[] toArray() {
        return Arrays.copyOf(data, size);
    }
}
