package org.mwbench.servers.xmlrpc;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import org.apache.xmlrpc.XmlRpcException;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.SAXNotRecognizedException;
import org.xml.sax.SAXNotSupportedException;
import org.xml.sax.XMLReader;

/**
 * SAX readers for XML-RPC messages that refuse what XML-RPC never needs: a DOCTYPE (so no
 * entity of any kind, internal or external, and no entity expansion), external DTDs, and
 * nesting deeper than {@value #MAX_ELEMENT_DEPTH} elements.
 *
 * <p>Apache XML-RPC 3.1.3 reads through {@code org.apache.xmlrpc.util.SAXParsers}, whose one
 * static factory turns off external entities but accepts DOCTYPEs and internal entities
 * (billion laughs, within the JDK's own limits). Rather than replace that JVM-wide static,
 * the server's request parser ({@link HardenedConnectionServer}) and the client's response
 * parser take their readers from here.
 */
public final class HardenedXml {
    /**
     * The deepest nesting accepted. The deepest message, an array of customers, nests 15
     * elements ({@code methodResponse/params/param/value/array/data/value/struct/member/value/
     * array/data/value/struct/member/value...}); a request nests at most 5.
     */
    public static final int MAX_ELEMENT_DEPTH = 32;

    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private static final String MAX_DEPTH_PROPERTY = "http://www.oracle.com/xml/jaxp/properties/maxElementDepth";

    /** Configured once, then only read; creating parsers from it is what Apache's own static does. */
    private static final SAXParserFactory FACTORY = newFactory();

    /**
     * Fails on errors without printing them: without an error handler, the JDK's parser prints
     * every fatal error to stderr before throwing it, and the exception already says it all.
     */
    private static final ErrorHandler QUIET = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {
            // nothing XML-RPC needs to hear about
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    };

    private HardenedXml() {
    }

    private static SAXParserFactory newFactory() {
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true); // XML-RPC's extension types are namespaced
        factory.setValidating(false);
        factory.setXIncludeAware(false);
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature(DISALLOW_DOCTYPE, true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        } catch (ParserConfigurationException | SAXException e) {
            // The JDK's parser knows all of these; another one on the class path must too.
            throw new IllegalStateException("the XML parser " + factory.getClass().getName()
                    + " cannot be hardened for XML-RPC: " + e, e);
        }
        return factory;
    }

    /**
     * @return a new reader that refuses DOCTYPEs and deep nesting
     * @throws XmlRpcException if no parser can be made, as Apache's {@code SAXParsers} reports it
     */
    public static XMLReader newReader() throws XmlRpcException {
        try {
            XMLReader reader = FACTORY.newSAXParser().getXMLReader();
            reader.setErrorHandler(QUIET);
            limitDepth(reader);
            return reader;
        } catch (ParserConfigurationException | SAXException e) {
            throw new XmlRpcException("Unable to create XML parser: " + e.getMessage(), e);
        }
    }

    private static void limitDepth(XMLReader reader) {
        try {
            reader.setProperty(MAX_DEPTH_PROPERTY, Integer.toString(MAX_ELEMENT_DEPTH));
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            // A parser other than the JDK's: the request size limit still bounds the depth.
        }
    }
}
