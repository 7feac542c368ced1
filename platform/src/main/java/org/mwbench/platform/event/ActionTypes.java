package org.mwbench.platform.event;

import java.util.Arrays;

/**
 * The action types of one blade ("ping", "getString"...), each given a small int so the
 * hot path records an int and the name is only looked up when a row is written.
 * Registration is rare and happens before or at start; reads are lock-free.
 */
public final class ActionTypes {
    private volatile String[] names = new String[0];

    /** The id of the type, registering it on first use. */
    public synchronized int idOf(String name) {
        String[] current = names;
        for (int i = 0; i < current.length; i++) {
            if (current[i].equals(name)) {
                return i;
            }
        }
        String[] grown = Arrays.copyOf(current, current.length + 1);
        grown[current.length] = name;
        names = grown;
        return current.length;
    }

    public String nameOf(int id) {
        return names[id];
    }

    public int count() {
        return names.length;
    }
}
