package io.pare.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LanguagesTest {
    @Test
    void aHeaderTheEditorTreatsAsCppIsCpp() {
        assertEquals("c", Languages.forFile("vec.h").name());
        assertEquals("cpp", Languages.forDocument("vec.h", "cpp").name());
        assertEquals("c", Languages.forDocument("vec.h", "c").name());
    }

    @Test
    void theEditorsLanguageWinsOverAnUnknownExtension() {
        assertEquals("text", Languages.forDocument("bug.repro", null).name());
        assertEquals("c", Languages.forDocument("bug.repro", "c").name());
    }

    @Test
    void anEditorIdPareDoesNotKnowLeavesTheFileNameToDecide() {
        assertEquals("cpp", Languages.forDocument("a.cc", "cuda-cpp").name());
        assertEquals("javascript", Languages.forDocument("a.js", "javascriptreact").name());
        assertEquals("text", Languages.forDocument("notes.txt", "plaintext").name());
    }
}
