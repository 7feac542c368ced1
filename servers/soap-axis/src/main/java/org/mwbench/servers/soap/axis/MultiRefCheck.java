package org.mwbench.servers.soap.axis;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Refuses a request whose {@code href} references form a cycle or a chain longer than
 * {@value #MAX_REFERENCE_CHAIN}, or whose elements nest deeper than {@value #MAX_ELEMENT_DEPTH},
 * before Axis reads it.
 *
 * <p>Why: Axis 1.4 resolves an {@code href} by replaying the referenced element into the
 * deserializer that met it, which resolves that element's own {@code href} the same way, on
 * the same stack. A cycle ({@code #r1 -> #r2 -> #r1}) recurses until {@code StackOverflowError},
 * which kills the worker and drops the connection; a long chain does the same. The benchmark's
 * requests nest 4 elements deep and carry no reference, and Axis's own encoding of its records
 * chains 4 references at most, so the bounds cost no honest request anything.
 *
 * <p>One pass of the JDK's SAX parser over the buffered request, with DOCTYPEs refused (Axis
 * refuses them too), then a walk of the reference graph bounded by the chain limit.
 */
final class MultiRefCheck extends DefaultHandler {
    static final int MAX_ELEMENT_DEPTH = 64;
    static final int MAX_REFERENCE_CHAIN = 32;

    /** SOAP 1.2's reference attribute, {@code enc:ref="id"}, where SOAP 1.1 has {@code href="#id"}. */
    private static final String SOAP12_ENCODING = "http://www.w3.org/2003/05/soap-encoding";
    private static final String NO_ID = "";

    private static final SAXParserFactory FACTORY = newFactory();
    /** Parsers are not thread-safe, and one per request would cost the benchmark a measurable share. */
    private static final ThreadLocal<SAXParser> PARSERS = ThreadLocal.withInitial(MultiRefCheck::newParser);

    /** The ids each element with an id refers to; {@link #NO_ID} holds the references outside any. */
    private final Map<String, List<String>> references = new HashMap<>();
    /** The id of the nearest element with one, per open element. */
    private final List<String> owners = new ArrayList<>();

    private MultiRefCheck() {
    }

    /**
     * @throws RefusedRequest naming what is wrong: a cycle, a chain or a depth over its bound,
     *                        a DOCTYPE, or XML that does not parse
     */
    static void check(byte[] request) throws RefusedRequest {
        MultiRefCheck graph = new MultiRefCheck();
        SAXParser parser = PARSERS.get();
        try {
            parser.parse(new ByteArrayInputStream(request), graph);
        } catch (SAXException e) {
            throw new RefusedRequest(e.getMessage());
        } catch (IOException e) {
            throw new RefusedRequest("unreadable request: " + e.getMessage());
        } finally {
            parser.reset();
        }
        graph.walk();
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
        if (owners.size() >= MAX_ELEMENT_DEPTH) {
            throw new SAXException("elements nest deeper than " + MAX_ELEMENT_DEPTH);
        }
        String id = attributes.getValue("", "id");
        if (id == null) {
            id = attributes.getValue(SOAP12_ENCODING, "id");
        }
        String owner = id != null ? id : owners.isEmpty() ? NO_ID : owners.get(owners.size() - 1);
        owners.add(owner);
        String target = target(attributes);
        if (target != null) {
            references.computeIfAbsent(owner, k -> new ArrayList<>()).add(target);
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        owners.remove(owners.size() - 1);
    }

    private static String target(Attributes attributes) {
        String href = attributes.getValue("", "href");
        if (href != null) {
            // A reference to anything but an element of the message (an attachment) leads no further here.
            return href.startsWith("#") ? href.substring(1) : null;
        }
        return attributes.getValue(SOAP12_ENCODING, "ref");
    }

    /** Measures every chain, each id once, refusing a cycle or a chain over the bound. */
    private void walk() throws RefusedRequest {
        Map<String, Integer> chainLengths = new HashMap<>();
        Set<String> path = new HashSet<>();
        for (String start : references.keySet()) {
            chainFrom(start, path, chainLengths);
        }
    }

    /** The longest chain from {@code id}; the recursion is at most {@value #MAX_REFERENCE_CHAIN} deep. */
    private int chainFrom(String id, Set<String> path, Map<String, Integer> chainLengths) throws RefusedRequest {
        Integer known = chainLengths.get(id);
        if (known != null) {
            return known;
        }
        if (!path.add(id)) {
            throw new RefusedRequest("the multiRef references form a cycle through #" + id);
        }
        if (path.size() > MAX_REFERENCE_CHAIN) {
            throw new RefusedRequest("the multiRef references chain deeper than " + MAX_REFERENCE_CHAIN);
        }
        int longest = 0;
        for (String next : references.getOrDefault(id, List.of())) {
            longest = Math.max(longest, chainFrom(next, path, chainLengths));
        }
        path.remove(id);
        chainLengths.put(id, longest + 1);
        return longest + 1;
    }

    private static SAXParserFactory newFactory() {
        SAXParserFactory factory = SAXParserFactory.newDefaultInstance(); // the JDK's, whatever the class path holds
        factory.setNamespaceAware(true);
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's SAX parser cannot refuse DOCTYPEs", e);
        }
        return factory;
    }

    private static SAXParser newParser() {
        try {
            return FACTORY.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("no SAX parser", e);
        }
    }

    /** A request refused before Axis read it; the client gets a Client fault with this message. */
    static final class RefusedRequest extends Exception {
        private static final long serialVersionUID = 1L;

        RefusedRequest(String message) {
            super(message);
        }
    }
}
