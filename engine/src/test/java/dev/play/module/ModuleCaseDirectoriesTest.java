package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.cases.CaseFiles;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.support.ReflectionSupport;

/**
 * Every directory of scripted cases ({@code cases/<module>/}) is read by exactly one {@link
 * ModuleCaseTest} subclass (which names its module), so that a directory dropped in without one
 * fails here instead of being left unread.
 */
class ModuleCaseDirectoriesTest {
  @Test
  void eachCaseDirectoryHasExactlyOneTestClass() {
    Map<String, List<String>> readers =
        ReflectionSupport.findAllClassesInPackage(
                "dev.play",
                c ->
                    ModuleCaseTest.class.isAssignableFrom(c)
                        && !Modifier.isAbstract(c.getModifiers()),
                n -> true)
            .stream()
            .collect(
                Collectors.groupingBy(
                    c -> ((ModuleCaseTest) ReflectionSupport.newInstance(c)).dir(),
                    TreeMap::new,
                    Collectors.mapping(Class::getSimpleName, Collectors.toList())));
    List<String> dirs = CaseFiles.root(ModuleCaseTest.ROOT).dirs();
    String root = ModuleCaseTest.ROOT + "/";
    assertEquals(
        List.of(),
        dirs.stream().filter(d -> !readers.containsKey(d)).toList(),
        "directories of "
            + root
            + " that no ModuleCaseTest subclass reads (add one, as GitCasesTest)");
    assertEquals(
        Map.of(),
        readers.entrySet().stream()
            .filter(e -> e.getValue().size() > 1)
            .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)),
        "directories read by more than one class");
    assertEquals(
        List.of(),
        readers.keySet().stream().filter(d -> !dirs.contains(d)).toList(),
        "ModuleCaseTest subclasses whose directory is not in " + root);
    assertEquals(dirs, List.copyOf(readers.keySet()));
  }
}
