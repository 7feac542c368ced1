package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvTextTest {

    @Test
    void quotesOnlyWhatNeedsIt() {
        assertEquals("plain", CsvText.field("plain"));
        assertEquals("", CsvText.field(null));
        assertEquals("\"a,b\"", CsvText.field("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", CsvText.field("say \"hi\""));
    }

    @Test
    void splitUndoesField() {
        String[] texts = {"plain", "a,b", "say \"hi\"", "", "line\nbreak"};
        StringBuilder line = new StringBuilder();
        for (String text : texts) {
            line.append(line.length() == 0 && text == texts[0] ? "" : ",").append(CsvText.field(text));
        }
        assertEquals(List.of(texts), CsvText.split(line.toString()));
    }
}
