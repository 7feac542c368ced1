package org.mwbench.platform.xml;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An XML element that remembers where it stands ({@code source:line}), so that errors in
 * scenarios and plugin descriptors can point at it. Only what those files use: a name,
 * attributes, child elements and text.
 */
public final class XmlElement {
    private final String name;
    private final String source;
    private final int line;
    private final Map<String, String> attributes;
    private final List<XmlElement> children = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    XmlElement(String name, String source, int line, Map<String, String> attributes) {
        this.name = name;
        this.source = source;
        this.line = line;
        this.attributes = new LinkedHashMap<>(attributes);
    }

    public String name() {
        return name;
    }

    /** {@code source:line}, for messages. */
    public String location() {
        return source + ":" + line;
    }

    public Map<String, String> attributes() {
        return attributes;
    }

    public Optional<String> attribute(String attribute) {
        return Optional.ofNullable(attributes.get(attribute));
    }

    /** The attribute, or an error located at this element. */
    public String required(String attribute) throws XmlException {
        String value = attributes.get(attribute);
        if (value == null || value.isBlank()) {
            throw error("<" + name + "> needs a " + attribute + "=\"...\" attribute");
        }
        return value.strip();
    }

    public List<XmlElement> children() {
        return children;
    }

    public List<XmlElement> children(String childName) {
        return children.stream().filter(child -> child.name.equals(childName)).toList();
    }

    public Optional<XmlElement> child(String childName) {
        return children.stream().filter(child -> child.name.equals(childName)).findFirst();
    }

    public String text() {
        return text.toString().strip();
    }

    /** Fails on attributes outside the given ones: a misspelt attribute must not be ignored. */
    public void allowAttributes(String... allowed) throws XmlException {
        List<String> known = List.of(allowed);
        for (String attribute : attributes.keySet()) {
            if (!known.contains(attribute)) {
                throw error("<" + name + "> has no attribute '" + attribute + "' (it takes " + known + ")");
            }
        }
    }

    public XmlException error(String message) {
        return new XmlException(location() + ": " + message);
    }

    void add(XmlElement child) {
        children.add(child);
    }

    void appendText(char[] characters, int start, int length) {
        text.append(characters, start, length);
    }
}
