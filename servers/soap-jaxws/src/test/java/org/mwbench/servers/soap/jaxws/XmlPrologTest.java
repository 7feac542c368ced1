package org.mwbench.servers.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.mwbench.servers.soap.jaxws.XmlProlog.Verdict;

class XmlPrologTest {

    private static Verdict inspect(String text, Charset charset) {
        byte[] bytes = text.getBytes(charset);
        return XmlProlog.inspect(bytes, bytes.length);
    }

    private static Verdict inspect(String text) {
        return inspect(text, StandardCharsets.UTF_8);
    }

    @Test
    void aRootElementFirstMayBeParsed() {
        assertEquals(Verdict.ROOT_FIRST, inspect("<S:Envelope/>"));
        assertEquals(Verdict.ROOT_FIRST, inspect("<?xml version='1.0' encoding='UTF-8'?><S:Envelope>"));
        assertEquals(Verdict.ROOT_FIRST, inspect("\uFEFF <?xml version='1.0'?>\n<!-- <!DOCTYPE x> -->\n<?pi <x ?><e>"));
        assertEquals(Verdict.ROOT_FIRST, inspect("<e><!DOCTYPE x></e>"), "a DOCTYPE inside the root is the parser's to refuse");
    }

    @Test
    void aDoctypeBeforeTheRootIsRefused() {
        assertEquals(Verdict.DOCTYPE, inspect("<!DOCTYPE x><x/>"));
        assertEquals(Verdict.DOCTYPE, inspect("<?xml version='1.0'?><!-- c --><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>"));
        assertEquals(Verdict.DOCTYPE, inspect("<?xml version='1.0' encoding='UTF-16'?><!DOCTYPE x>", StandardCharsets.UTF_16BE));
        assertEquals(Verdict.DOCTYPE, inspect("<?xml version='1.0' encoding='UTF-16'?><!DOCTYPE x>", StandardCharsets.UTF_16LE));
        assertEquals(Verdict.DOCTYPE, inspect("<?xml version='1.0'?><!DOCTYPE x>", StandardCharsets.UTF_16));
    }

    @Test
    void bytesThatEndInThePrologAreUndecided() {
        assertEquals(Verdict.UNDECIDED, inspect(""));
        assertEquals(Verdict.UNDECIDED, inspect("<?xml version='1.0'"));
        assertEquals(Verdict.UNDECIDED, inspect("<!-- a comment"));
        assertEquals(Verdict.UNDECIDED, inspect("<"));
        assertEquals(Verdict.UNDECIDED, inspect("<!DOC"));
        assertEquals(Verdict.UNDECIDED, inspect("   "));
    }
}
