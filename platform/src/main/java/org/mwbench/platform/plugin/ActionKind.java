package org.mwbench.platform.plugin;

/** The kinds of action a plugin offers, named as descriptors and scenarios write them. */
public enum ActionKind {
    SAMPLE("sample"), TIMER("timer"), TEST("test"), CONTROL("control");

    private final String element;

    ActionKind(String element) {
        this.element = element;
    }

    /** The XML element name: {@code sample}, {@code timer}, {@code test} or {@code control}. */
    public String element() {
        return element;
    }
}
