"""The HOT intrinsic functions and the template versions that offer them."""
import collections.abc
import hashlib
import itertools
import json

from sdk.common import exception, template_format
from sdk.engine import attributes, function
from sdk.engine.function import Function, resolve


def _is_list(v):
    kind = type(v)
    if kind is list:
        return True
    if kind in function.SCALARS:
        return False
    return isinstance(v, collections.abc.Sequence) and not isinstance(v, str)


class GetParam(Function):
    """``get_param: name`` or ``[name, path...]``."""

    def result(self):
        args = resolve(self.args)
        if not args:
            raise ValueError('Function "%s" must have arguments' % self.fn_name)
        if isinstance(args, str):
            name, path = args, []
        elif _is_list(args):
            name, path = args[0], args[1:]
        else:
            raise TypeError('Argument to "%s" must be string or list' % self.fn_name)
        if not isinstance(name, str):
            raise TypeError('Parameter name in "%s" must be string' % self.fn_name)
        try:
            value = self.stack.parameters[name]
        except KeyError:
            raise exception.UserParameterMissing(key=name)
        try:
            for key in path:
                if not isinstance(value, (collections.abc.Mapping, collections.abc.Sequence)):
                    raise TypeError('"%s" can\'t traverse path' % self.fn_name)
                if not isinstance(key, (str, int)):
                    raise TypeError('Path components in "%s" must be strings' % self.fn_name)
                if _is_list(value) and isinstance(key, str):
                    try:
                        key = int(key)
                    except ValueError:
                        raise TypeError("Path components in '%s' must be a string that can be "
                                        "parsed into an integer." % self.fn_name)
                value = value[key]
        except (KeyError, IndexError, TypeError):
            return ""
        return value


class GetResource(Function):
    """``get_resource: name``: the resource's reference id."""

    def own_dependencies(self):
        return [self.args] if isinstance(self.args, str) else []

    def validate(self):
        # Heat checks the reference while it computes dependencies: outputs
        # have none, so a bad reference there only fails when resolved.
        name = self.args if type(self.args) is str else resolve(self.args)
        if not isinstance(name, collections.abc.Hashable):
            raise exception.unwrapped(TypeError("unhashable type: '%s'" % type(name).__name__))
        if self.path[0] != self.stack.t.OUTPUTS and not self.stack.has_resource(name):
            raise exception.InvalidTemplateReference(resource=name, key=self.reference_key())

    def result(self):
        name = self.args if type(self.args) is str else resolve(self.args)
        if not self.stack.has_resource(name):
            raise exception.InvalidTemplateReference(resource=name, key="unknown")
        return self.stack.reference_id(name)


class GetAtt(Function):
    """``get_attr: [resource, attribute, path...]``."""

    allow_all = False

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not args and self.allow_all:
            raise ValueError('Arguments to "%s" can be of the next forms: [resource_name] or '
                             '[resource_name, attribute, (path), ...]' % fn_name)
        if not _is_list(args):
            raise TypeError('Argument to "%s" must be a list' % fn_name)
        if len(args) < (1 if self.allow_all else 2):
            raise ValueError('Arguments to "%s" must be of the form [resource_name, attribute, '
                             '(path), ...]' % fn_name)
        self.resource_name = args[0]
        self.attribute = args[1] if len(args) > 1 else None
        self.attr_path = args[2:]

    def own_dependencies(self):
        return [self.resource_name] if isinstance(self.resource_name, str) else []

    def own_dep_attrs(self, resource_name):
        if self.resource_name != resource_name:
            return ()
        if self.attribute is None:
            return (None,)
        try:
            # Heat keys the captured value by the whole path: (attr, *path).
            attr, path = resolve(self.attribute), resolve(self.attr_path)
            return ((attr,) + tuple(path),) if path else (attr,)
        except Exception:
            return ()

    def validate(self):
        name = resolve(self.resource_name)
        if not self.stack.has_resource(name):
            # Heat's get_attr names no location here.
            raise exception.InvalidTemplateReference(resource=name, key="unknown")
        if self.attribute is None:
            return
        attr = resolve(self.attribute)
        if isinstance(attr, (int, float)) and not self.attr_path:
            # Heat's dependency scan indexes the attribute name
            raise exception.unwrapped(TypeError("'%s' object is not subscriptable"
                                               % type(attr).__name__))
        if not self.stack.attribute_known(name, attr):
            raise exception.InvalidTemplateAttribute(resource=name, key=attr)

    def result(self):
        name = resolve(self.resource_name)
        if not self.stack.has_resource(name):
            raise exception.InvalidTemplateReference(resource=name, key="unknown")
        if self.attribute is None:
            return self.stack.all_attributes(name)
        return self.stack.attribute(name, resolve(self.attribute), resolve(self.attr_path))


class GetAttAll(GetAtt):
    """``get_attr`` that also accepts ``[resource]`` for every attribute."""

    allow_all = True


class GetAttThenSelect(GetAtt):
    """2013-05-23 ``get_attr``: the path is applied after the value is read."""

    def result(self):
        value = GetAtt.result(GetAtt(self.stack, self.fn_name, self.args[:2]))
        if value is None:
            return None
        return attributes.select_from_attribute(value, resolve(self.attr_path))


class Replace(Function):
    """``str_replace: {template: ..., params: {...}}``; longest keys first."""

    json_params = True
    strict = False
    very_strict = False

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not isinstance(args, collections.abc.Mapping):
            raise TypeError('Arguments to "%s" must be a map' % fn_name)
        try:
            self.template, self.params = args["template"], args["params"]
        except KeyError:
            example = ("%s:\n              template: This is var1 template var2\n"
                       "              params:\n                var1: a\n"
                       "                var2: string" % fn_name)
            raise KeyError('"%s" syntax should be %s' % (fn_name, example))
        if not isinstance(self.params, (collections.abc.Mapping, Function)):
            raise TypeError('"%s" parameters must be a mapping' % fn_name)

    def _param_text(self, key, value):
        if isinstance(value, (str, int, float, bool)):
            text = str(value)
        elif value is None:
            text = ""
        elif not self.json_params:
            raise TypeError('"%s" params must be strings or numbers, param %s is not valid'
                            % (self.fn_name, key))
        elif isinstance(value, (collections.abc.Mapping, list)):
            text = json.dumps(value, sort_keys=True) if value or not self.very_strict else ""
        else:
            raise TypeError('"%s" params must be strings, numbers, list or map.' % self.fn_name)
        if self.very_strict and not text:
            raise ValueError("%s has an undefined or empty value for param %s, must be a "
                             "defined non-empty value" % (self.fn_name, key))
        return text

    def result(self):
        template = resolve(self.template)
        params = resolve(self.params)
        if not isinstance(template, str):
            raise TypeError('"%s" template must be a string' % self.fn_name)
        if not isinstance(params, collections.abc.Mapping):
            raise TypeError('"%s" params must be a map' % self.fn_name)
        for key in params:
            if not isinstance(key, str):
                raise TypeError('"%s" param placeholders must be strings' % self.fn_name)
        keys = sorted(params, key=lambda k: (-len(k), k))
        found = set()

        def substitute(text, rest):
            # As Heat: split on the longest placeholder, substitute the
            # shorter ones inside the pieces, join with the value; so a
            # replacement is never itself replaced.
            if not rest:
                return text
            key, rest = rest[0], rest[1:]
            value = self._param_text(key, params[key])
            pieces = text.split(key)
            if len(pieces) > 1:
                found.add(key)
            done = [substitute(piece, rest) for piece in pieces]
            template_format.check_value_size(
                self.fn_name, sum(map(len, done)) + (len(done) - 1) * len(value))
            return value.join(done)

        out = substitute(template, keys)
        missing = [k for k in keys if k not in found]
        if self.strict and missing:
            raise ValueError("The following params were not found in the template: %s"
                             % ",".join(missing))
        return out


class ReplacePlain(Replace):
    """Before 2015-10-15 a list or map param is an error, not JSON."""

    json_params = False


class ReplaceStrict(Replace):
    strict = True


class ReplaceVeryStrict(Replace):
    strict = very_strict = True


class GetFile(Function):
    """``get_file: path``: content from the template's ``files`` map."""

    def result(self):
        path = resolve(self.args)
        if not isinstance(path, str):
            raise TypeError('Argument to "%s" must be a string' % self.fn_name)
        files = getattr(self.stack.t, "files", None) or {}
        if path not in files:
            raise ValueError('No content found in the "files" section for %s path: %s'
                             % (self.fn_name, path))
        return files[path]


class Join(Function):
    """``list_join: [delimiter, list, list...]``; lists and maps among the
    items are joined as JSON."""

    usage = '[ " ", [ "str1", "str2"] ...]'

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not _is_list(args) or not self._arity_ok(len(args)):
            error = TypeError if not _is_list(args) else ValueError
            raise error('Incorrect arguments to "%s" should be: "%s" : %s'
                        % (fn_name, fn_name, self.usage))

    @staticmethod
    def _arity_ok(n):
        return n >= 2

    def _items(self):
        items = []
        for lst in self.args[1:]:
            lst = resolve(lst, nullable=True)
            if not lst or lst is Ellipsis:
                continue
            if not _is_list(lst):
                raise TypeError('"%s" must operate on a list' % self.fn_name)
            items.extend(lst)
        return items

    def _text(self, item):
        if isinstance(item, (collections.abc.Mapping, list)):
            return json.dumps(item, sort_keys=True)
        raise TypeError("Items to join must be string, map or list not %s" % repr(item)[:200])

    def result(self):
        items = self._items()
        delim = self.args[0]
        if type(delim) is not str:
            delim = resolve(delim)
        if not isinstance(delim, str):
            raise TypeError('"%s" delimiter must be a string' % self.fn_name)
        texts = []  # a loop, not a generator: a chain resolves these for every resource
        for item in items:
            if type(item) is str:
                texts.append(item)
            elif item is None:
                texts.append("")
            else:
                texts.append(item if isinstance(item, str) else self._text(item))
        template_format.check_value_size(
            self.fn_name, sum(map(len, texts)) + max(len(texts) - 1, 0) * len(delim))
        return delim.join(texts)


class JoinSingle(Join):
    """``list_join: [delimiter, list]`` before 2015-10-15: strings only."""

    usage = '[ " ", [ "str1", "str2"]]'

    @staticmethod
    def _arity_ok(n):
        return n == 2

    def _items(self):
        items = resolve(self.args[1])
        if items is None:
            return []
        if not _is_list(items):
            raise TypeError('"%s" must operate on a list' % self.fn_name)
        return items

    def _text(self, item):
        raise TypeError("Items to join must be strings not %s" % repr(item)[:200])


class Split(Function):
    """``str_split: [delimiter, string, (index)]``; items after the index are
    ignored."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        self.usage = 'Incorrect %%s to "%s" should be: "%s" : [ ",", "apples,pears", <index>]' % (
            fn_name, fn_name)
        if isinstance(args, (str, collections.abc.Mapping)):
            raise TypeError(self.usage % "arguments")

    def result(self):
        args = resolve(self.args)
        if not _is_list(args) or len(args) < 2:
            raise ValueError(self.usage % "arguments")
        delim, text = args[0], args[1]
        if text is None:
            return None
        parts = text.split(delim)
        if len(args) == 2:
            return parts
        try:
            index = int(args[2])
        except ValueError:
            raise ValueError(self.usage % "index")
        try:
            return parts[index]
        except IndexError:
            raise ValueError('Incorrect index to "%s" should be between 0 and %d'
                             % (self.fn_name, len(parts) - 1))


class MapMerge(Function):
    """``map_merge: [map, map...]``: later maps win."""

    def result(self):
        args = resolve(self.args)
        if not isinstance(args, collections.abc.Sequence):
            raise TypeError('Incorrect arguments to "%s" should be: %s' % (
                self.fn_name, '"%s" : [ { "key1": "val1" }, { "key2": "val2" } ]' % self.fn_name))
        out = {}
        for m in args:
            if m is None:
                continue
            if not isinstance(m, collections.abc.Mapping):
                raise TypeError("Incorrect arguments: Items to merge must be maps. %s is type %s "
                                "instead of a dict" % (repr(m)[:200], type(m)))
            out.update(m)
        return out


class MapReplace(Function):
    """``map_replace: [map, {keys: {...}, values: {...}}]``."""

    def result(self):
        usage = '"%s" : [ { "key1": "val1" }, {"keys": {"key1": "key2"}, "values": {"val1": "val2"}}]' \
            % self.fn_name

        def as_map(m):
            if m is None:
                return {}
            if isinstance(m, collections.abc.Mapping):
                return m
            raise TypeError('Incorrect arguments: to "%s", arguments must be a list of maps. '
                            'Example:  %s' % (self.fn_name, usage))

        args = resolve(self.args)
        if not isinstance(args, list) or len(args) != 2:
            raise TypeError('Incorrect arguments to "%s" should be: %s' % (self.fn_name, usage))
        data, repl = as_map(args[0]), as_map(args[1])
        if any(k not in ("keys", "values") for k in repl):
            raise ValueError('Incorrect arguments to "%s" should be: %s' % (self.fn_name, usage))
        keys = as_map(repl.get("keys", {}))
        values = as_map(repl.get("values", {}))
        out = {}
        for k, v in data.items():
            nk = keys.get(k)
            if nk is None:
                nk = k
            elif nk in data and nk != k:
                raise ValueError("key replacement %s collides with a key in the input map" % nk)
            elif nk in out:
                raise ValueError("key replacement %s collides with a key in the output map" % nk)
            out[nk] = values.get(v, v) if isinstance(v, collections.abc.Hashable) else v
        return out


class Repeat(Function):
    """``repeat: {for_each: {var: list}, template: ...}``."""

    maps_allowed = False
    zip_allowed = False

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not isinstance(args, collections.abc.Mapping):
            raise TypeError('Arguments to "%s" must be a map' % fn_name)
        try:
            self.for_each, self.template = args["for_each"], args["template"]
        except KeyError:
            raise KeyError('"repeat" syntax should be %s' % (
                "repeat:\n              template: This is %var%\n              for_each:\n"
                "                %var%: ['a', 'b', 'c']"))
        self.permutations = args.get("permutations", True)
        if self.zip_allowed and not isinstance(self.permutations, bool):
            raise TypeError('"permutations" should be boolean type for %s function.' % fn_name)
        if not isinstance(self.for_each, (collections.abc.Mapping, Function)):
            raise TypeError('The "for_each" argument to "%s" must contain a map' % fn_name)

    def result(self):
        for_each = resolve(self.for_each)
        # as Heat: an empty for_each fails to unpack
        keys, lists = zip(*for_each.items())
        nested = self.permutations is not False or not self.zip_allowed
        values, lengths = [], set()
        for value in lists:
            if value is None:
                values.append([])
                continue
            self._check_values(value, maps=self.maps_allowed and nested)
            values.append(value)
            lengths.add(len(value))
        if not nested and len(lengths) > 1:
            raise ValueError('For %s, the length of for_each values should be equal if no '
                             'nested loop.' % self.fn_name)
        template = resolve(self.template)
        count = 1
        for length in [len(v) for v in values] if nested else [min(lengths, default=0)]:
            count *= length
        # each item is about as big as the template, or bigger
        size = len(template) if isinstance(template, str) else len(json.dumps(template, default=str))
        template_format.check_value_size(self.fn_name, count * max(size, 1))

        def substitute(snippet, combo):
            if isinstance(snippet, str):
                # Heat replaces in for_each order, strings only: a non-string
                # item fails as str.replace does.
                for k, v in zip(keys, combo):
                    snippet = snippet.replace(k, v)
                return snippet
            if isinstance(snippet, collections.abc.Sequence):
                return [substitute(v, combo) for v in snippet]
            if isinstance(snippet, collections.abc.Mapping):
                return {substitute(k, combo): substitute(v, combo) for k, v in snippet.items()}
            return snippet

        combos = itertools.product(*values) if nested else zip(*values)
        return [substitute(template, combo) for combo in combos]

    def _check_values(self, value, maps):
        kinds = (collections.abc.Sequence, collections.abc.Mapping) if maps \
            else collections.abc.Sequence
        if not isinstance(value, kinds) or isinstance(value, str):
            raise TypeError('The values of the "for_each" argument to "%s" must be lists%s'
                            % (self.fn_name, " or maps" if maps else ""))


class RepeatWithMap(Repeat):
    maps_allowed = True


class RepeatWithZip(RepeatWithMap):
    zip_allowed = True


class Digest(Function):
    """``digest: [algorithm, value]``."""

    def result(self):
        args = resolve(self.args)
        if not (isinstance(args, list) and all(isinstance(a, str) for a in args)):
            raise TypeError('Argument to function "%s" must be a list of strings' % self.fn_name)
        if len(args) != 2:
            raise ValueError('Function "%s" usage: ["<algorithm>", "<value>"]' % self.fn_name)
        algorithm, value = args
        if algorithm.lower() not in hashlib.algorithms_available:
            raise ValueError("Algorithm must be one of %s" % str(hashlib.algorithms_available))
        return hashlib.new(algorithm, value.encode("latin-1")).hexdigest()


class Yaql(Function):
    """``yaql: {expression: ..., data: {...}}`` evaluated with the yaql library."""

    _engine = None

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not isinstance(args, collections.abc.Mapping):
            raise TypeError('Arguments to "%s" must be a map.' % fn_name)
        if "expression" not in args or set(args) - {"expression", "data"}:
            raise KeyError('"%s" syntax should be %s:\n              expression: $.data.var1.sum()\n'
                           '              data:\n                var1: [3, 2, 1]' % (fn_name, fn_name))
        self.expression, self.data = args["expression"], args.get("data", {})

    def validate(self):
        if not isinstance(self.expression, Function):
            self._parse(self.expression)

    def _parse(self, expression):
        if not isinstance(expression, str):
            raise TypeError('The "expression" argument to %s must contain a string.' % self.fn_name)
        import yaql  # only templates using yaql pay for importing it
        from yaql.language import exceptions as yaql_exc
        if Yaql._engine is None:
            # Heat's default limits ([yaql] limit_iterators, memory_quota).
            Yaql._engine = (yaql.YaqlFactory().create(
                {"yaql.limitIterators": 200, "yaql.memoryQuota": 10000}), yaql.create_context())
        try:
            return Yaql._engine[0](expression)
        except yaql_exc.YaqlException as exc:
            raise ValueError("Bad expression %s." % exc)

    def result(self):
        statement = self._parse(resolve(self.expression))
        return statement.evaluate({"data": resolve(self.data)}, Yaql._engine[1].create_child_context())


class MakeURL(Function):
    """``make_url: {scheme, username, password, host, port, path, query, fragment}``."""

    KEYS = ("scheme", "username", "password", "host", "port", "path", "query", "fragment")

    def validate(self):
        if not isinstance(self.args, collections.abc.Mapping):
            raise TypeError('The arguments to "%s" must be a map' % self.fn_name)
        invalid = set(self.args) - set(self.KEYS)
        if invalid:
            raise ValueError('Invalid arguments to "%s": %s' % (self.fn_name, ", ".join(invalid)))
        self._check(self.args)

    def _check(self, args):
        for key in self.KEYS:
            value = args.get(key)
            if key not in args or isinstance(value, Function):
                continue
            if key == "query":
                if not isinstance(value, collections.abc.Mapping):
                    raise TypeError('The "query" argument to "%s" must be a map' % self.fn_name)
                return  # as in Heat, keys after "query" are not checked
            if key == "port":
                try:
                    port = int(value)
                except ValueError:
                    raise ValueError('Invalid URL port "%s" for %s called with %s'
                                     % (value, self.fn_name, args))
                if not 0 < port <= 65535:
                    raise ValueError("Invalid URL port %d, must be in range 1-65535" % port)
            elif not isinstance(value, str):
                raise TypeError('The "%s" argument to "%s" must be a string' % (key, self.fn_name))

    def result(self):
        from urllib import parse
        args = resolve(self.args)
        self._check(args)
        scheme = args.get("scheme", "")
        if ":" in scheme:
            raise ValueError("URL \"scheme\" should not contain ':'")
        netloc = ""
        user = parse.quote(args.get("username", ""), safe="")
        password = parse.quote(args.get("password", ""), safe="")
        if user or password:
            netloc = user + (":" + password if password else "") + "@"
        host = args.get("host", "")
        if host.startswith("[") and host.endswith("]"):
            host = host[1:-1]
        host = parse.quote(host, safe=":")
        netloc += "[%s]" % host if ":" in host else host
        if args.get("port", ""):
            netloc += ":%s" % args["port"]
        query = parse.urlencode(args.get("query", {})).replace("%2F", "/")
        return parse.urlunsplit((scheme, netloc, parse.quote(args.get("path", "")), query,
                                 parse.quote(args.get("fragment", ""))))


class ListConcat(Function):
    """``list_concat: [list, list...]``."""

    unique = False

    def result(self):
        args = resolve(self.args)
        if not _is_list(args):
            raise TypeError('Incorrect arguments to "%s" should be: %s' % (
                self.fn_name, '"%s" : [ [ <value 1>, <value 2> ], [ <value 3>, <value 4> ] ]'
                % self.fn_name))
        out, seen = [], set()
        for lst in args:
            if lst is None:
                continue
            if not _is_list(lst):
                raise TypeError("Incorrect arguments: Items to concat must be lists. %s contains "
                                "an item that is not a list: %s" % (json.dumps(args), json.dumps(lst)))
            template_format.check_value_size(self.fn_name, len(out) + len(lst))
            for item in lst:
                if self.unique:
                    # as Heat's "item in out", with a set for the items that hash
                    try:
                        if item in seen:
                            continue
                        seen.add(item)
                    except TypeError:
                        if item in out:
                            continue
                out.append(item)
        return out


class ListConcatUnique(ListConcat):
    unique = True


class Contains(Function):
    """``contains: [value, sequence]``."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not args or not isinstance(args, list):
            raise TypeError('Incorrect arguments to "%s" should be: "%s" : [ "value1", '
                            '[ "value1", "value2"]]' % (fn_name, fn_name))
        if len(args) != 2:
            raise ValueError('Arguments to "%s" must be of the form: [value1, [value1, value2]]'
                             % fn_name)

    def result(self):
        value, seq = resolve(self.args)
        if not isinstance(seq, collections.abc.Sequence):
            raise TypeError('Second argument to "%s" should be a sequence.' % self.fn_name)
        return value in seq


class Filter(Function):
    """``filter: [values_to_remove, list]``."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not _is_list(args):
            raise TypeError('Argument to "%s" must be a list' % fn_name)
        if len(args) != 2:
            raise ValueError('"%s" expected 2 arguments of the form [values, sequence] but got %d '
                             'arguments instead' % (fn_name, len(args)))

    def result(self):
        lst = resolve(self.args[1])
        if not lst:
            return lst
        if not isinstance(lst, list):
            raise TypeError('"%s" only works with lists' % self.fn_name)
        remove = resolve(self.args[0])
        if not remove:
            return lst
        if not isinstance(remove, list):
            raise TypeError('"%s" filters a list of values' % self.fn_name)
        return [v for v in lst if v not in remove]


class Equals(Function):
    """``equals: [a, b]`` (a condition)."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not _is_list(args) or len(args) != 2:
            raise ValueError('Arguments to "%s" must be of the form: [value_1, value_2]' % fn_name)

    def result(self):
        a, b = resolve(self.args)
        return a == b


def _condition(stack, value):
    """A condition argument: a boolean, a function giving one, or the name
    of a condition (anything else is an invalid name)."""
    if isinstance(value, Function):
        value = resolve(value)
    if isinstance(value, bool):
        return value
    return stack.condition(value)


class Not(Function):
    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if args is None:
            raise ValueError('Argument to "%s" must be a condition' % fn_name)

    def result(self):
        return not _condition(self.stack, self.args)


class And(Function):
    combine = staticmethod(all)

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not _is_list(args):
            raise ValueError('Arguments to "%s" must be a list of conditions' % fn_name)
        if len(args) < 2:
            raise ValueError('The minimum number of condition arguments to "%s" is 2.' % fn_name)

    def result(self):
        return self.combine(_condition(self.stack, c) for c in self.args)


class Or(And):
    combine = staticmethod(any)


class If:
    """``if: [condition, value_if_true, value_if_false]``: a macro, as in
    Heat: the condition is decided while the template is parsed and only the
    chosen branch is parsed at all. Without a false branch (2021-04-16) the
    property is treated as absent."""

    nullable = False

    @classmethod
    def expand(cls, template, stack, fn_name, args, path):
        sizes = (2, 3) if cls.nullable else (3,)
        if not _is_list(args) or len(args) not in sizes:
            raise ValueError('Arguments to "%s" must be of the form: [condition_name, '
                             'value_if_true, value_if_false]' % fn_name)
        condition = resolve(template.parse(stack, args[0], path, template.condition_functions))
        chosen = condition if isinstance(condition, bool) else stack.condition(condition)
        branch = args[1] if chosen else (args[2] if len(args) == 3 else Ellipsis)
        return template.parse(stack, branch, path)


class IfNullable(If):
    nullable = True


class Invalid(Function):
    """A function that may not stand where it does (any but the condition
    functions inside ``conditions``)."""

    def __init__(self, stack, fn_name, args):
        raise ValueError('The function "%s" is invalid in this context' % fn_name)


class Removed(Function):
    """A function this template version no longer offers."""

    def validate(self):
        raise exception.InvalidTemplateVersion(
            explanation="The function %s is not supported in this version of HOT." % self.fn_name)

    def result(self):
        return super().result()
