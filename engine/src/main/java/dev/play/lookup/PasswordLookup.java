package dev.play.lookup;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code password}: a password kept in a controller file ({@link PasswordFile}; a relative path is
 * under the playbook's directory). The first use creates the file with a random password of {@code
 * length} (20) characters from {@code chars}; later uses return the stored one. {@code seed} makes
 * the new password the same for the same seed. {@code /dev/null} gives a new password every time
 * and stores nothing. Creating the file happens only when the task runs, never while the engine
 * reads ahead, and in check mode too, as in Ansible.
 */
final class PasswordLookup implements TermLookup {
  @Override
  public String name() {
    return "password";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    return List.of(password(PasswordRequest.parse(term, options.values()), ctx));
  }

  private String password(PasswordRequest request, LookupContext ctx) {
    Path path = ctx.env().baseDir().resolve(SearchPath.expandHome(request.path()));
    if (path.equals(PasswordFile.DEV_NULL)) {
      return request.generate();
    }
    PasswordFile file = new PasswordFile(path, ctx.env().vault());
    return file.read()
        .orElseGet(
            () -> {
              ctx.beforeSideEffect(name());
              return file.create(request.generate());
            });
  }
}
