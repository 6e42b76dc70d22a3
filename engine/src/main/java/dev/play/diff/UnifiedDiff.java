package dev.play.diff;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Renders a {@link Diff} as unified-diff text with three lines of context. */
public final class UnifiedDiff {
  private static final int CONTEXT = 3;

  private UnifiedDiff() {}

  public static String render(Diff diff) {
    List<String> before = lines(diff.before());
    List<String> after = lines(diff.after());
    Patch<String> patch = DiffUtils.diff(before, after);
    List<String> out =
        UnifiedDiffUtils.generateUnifiedDiff(
            header(diff.beforeHeader(), "before"),
            header(diff.afterHeader(), "after"),
            before,
            patch,
            CONTEXT);
    List<String> fixed = new ArrayList<>();
    out.forEach(line -> fixed.add(gnuHunkHeader(line)));
    if ((!diff.before().isEmpty() && !diff.before().endsWith("\n"))
        || (!diff.after().isEmpty() && !diff.after().endsWith("\n"))) {
      fixed.add("\\ No newline at end of file");
    }
    return String.join("\n", fixed) + "\n";
  }

  /** An empty side starts at line 0, as GNU diff writes it: {@code @@ -0,0 +1,2 @@}. */
  private static String gnuHunkHeader(String line) {
    if (!line.startsWith("@@")) {
      return line;
    }
    return line.replaceAll("-1,0 ", "-0,0 ").replaceAll("\\+1,0 ", "+0,0 ");
  }

  private static String header(String name, String fallback) {
    return name == null || name.isEmpty() ? fallback : name;
  }

  private static List<String> lines(String text) {
    if (text.isEmpty()) {
      return List.of();
    }
    String body = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    return Arrays.asList(body.split("\n", -1));
  }
}
