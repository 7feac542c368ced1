package org.mwbench.platform.xml;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads an XML file into {@link XmlElement}s that know their line. DOCTYPEs are refused:
 * agents read these files, and an external entity must never make them fetch or read
 * anything else.
 */
public final class LocatedXmlReader {
    private LocatedXmlReader() {
    }

    /** @param source what to call the file in messages, usually its path */
    public static XmlElement read(byte[] content, String source) throws XmlException {
        SAXParser parser;
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            parser = factory.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured securely", e);
        }
        Handler handler = new Handler(source);
        try {
            parser.parse(new ByteArrayInputStream(content), handler);
        } catch (SAXParseException e) {
            throw new XmlException(source + ":" + e.getLineNumber() + ": not well-formed XML: " + e.getMessage());
        } catch (SAXException | IOException e) {
            throw new XmlException(source + ": cannot be read as XML: " + e.getMessage());
        }
        if (handler.root == null) {
            throw new XmlException(source + ": no XML element in it");
        }
        return handler.root;
    }

    private static final class Handler extends DefaultHandler {
        private final String source;
        private final Deque<XmlElement> open = new ArrayDeque<>();
        private Locator locator;
        private XmlElement root;

        Handler(String source) {
            this.source = source;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < attributes.getLength(); i++) {
                values.put(attributes.getQName(i), attributes.getValue(i));
            }
            XmlElement element = new XmlElement(qName, source, locator == null ? 0 : locator.getLineNumber(), values);
            if (open.isEmpty()) {
                root = element;
            } else {
                open.peek().add(element);
            }
            open.push(element);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            open.pop();
        }

        @Override
        public void characters(char[] characters, int start, int length) {
            if (!open.isEmpty()) {
                open.peek().appendText(characters, start, length);
            }
        }
    }
}
