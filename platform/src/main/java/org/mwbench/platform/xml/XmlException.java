package org.mwbench.platform.xml;

/** A file that is not what it should be; the message starts with {@code source:line}. */
public class XmlException extends Exception {
    private static final long serialVersionUID = 1L;

    public XmlException(String message) {
        super(message);
    }
}
