"""CloudFormation-style functions (``Fn::Select``, ``Ref``...) that HOT
2013-05-23 still runs (2014-10-16 and 2015-04-30 keep ``Fn::Select``), and
``resource_facade``, which only means something inside a nested stack."""
import collections.abc
import json
import re

from sdk.common import exception
from sdk.engine.function import Function, resolve
from sdk.engine.hot.functions import GetAttThenSelect, GetResource, JoinSingle, Replace, _condition, _is_list


class Select(Function):
    """``Fn::Select: [index, list_or_map]``; '' when the index is not there."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not _is_list(args) or len(args) != 2:
            raise ValueError('Arguments to "%s" must be of the form [index, collection]' % fn_name)

    def result(self):
        index, collection = resolve(self.args[0]), resolve(self.args[1])
        if collection == "":
            return ""
        if isinstance(collection, str):
            try:
                collection = json.loads(collection)
            except ValueError as exc:
                raise ValueError('"%s": %s' % (self.fn_name, exc))
        if isinstance(collection, collections.abc.Mapping):
            if not isinstance(index, str):
                raise TypeError('Index to "%s" must be a string' % self.fn_name)
            return collection.get(index, "")
        try:
            index = int(index)
        except (ValueError, TypeError):
            pass
        if _is_list(collection):
            if not isinstance(index, int):
                raise TypeError('Index to "%s" must be an integer' % self.fn_name)
            try:
                return collection[index]
            except IndexError:
                return ""
        if collection is None:
            return ""
        raise TypeError("Arguments to %s not fully resolved" % self.fn_name)


class CfnJoin(JoinSingle):
    """``Fn::Join: [delimiter, list]``."""


class Split(Function):
    """``Fn::Split: [delimiter, string]``."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        usage = 'Incorrect arguments to "%s" should be: "%s" : [ ",", "str1,str2"]]' % (
            fn_name, fn_name)
        if isinstance(args, (str, collections.abc.Mapping)):
            raise TypeError(usage)
        if not _is_list(args) or len(args) != 2:
            raise ValueError(usage)

    def result(self):
        text = resolve(self.args[1])
        if not isinstance(self.args[0], str):
            raise TypeError("Delimiter for %s must be string" % self.fn_name)
        if not isinstance(text, str):
            raise TypeError("String to split must be string; got %s" % type(text))
        return text.split(self.args[0])


class CfnReplace(Replace):
    """``Fn::Replace: [{placeholder: value}, template]``."""

    json_params = False

    def __init__(self, stack, fn_name, args):
        usage = ('Incorrect arguments to "%s" should be: {"%s": [ {"$var1": "foo", '
                 '"%%var2%%": "bar"}, "$var1 is %%var2%%"]}' % (fn_name, fn_name))
        if isinstance(args, (str, collections.abc.Mapping)):
            raise TypeError(usage)
        if not _is_list(args) or len(args) != 2:
            raise ValueError(usage)
        super().__init__(stack, fn_name, {"params": args[0], "template": args[1]})
        self.args = args


class Base64(Function):
    """``Fn::Base64: text``: no conversion at all, as in Heat."""

    def result(self):
        text = resolve(self.args)
        if not isinstance(text, str):
            raise TypeError('"%s" argument must be a string' % self.fn_name)
        return text


# Heat's usage text, with its line breaks and indentation
_MEMBER_LIST_EXAMPLE = """
            {'Fn::MemberListToMap': ['Name', 'Value',
                                     ['.member.0.Name=key',
                                      '.member.0.Value=door']]}
            """


class MemberListToMap(Function):
    """``Fn::MemberListToMap: [key_name, value_name, ['.member.0.Name=k', ...]]``."""

    _MEMBER = re.compile(r"^\.member\.([0-9]+)\.(.*)$")

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not _is_list(args) or len(args) != 3:
            raise TypeError('Wrong Arguments try: "%s"' % _MEMBER_LIST_EXAMPLE)
        for what, value in (("Key", args[0]), ("Value", args[1])):
            if not isinstance(value, str):
                raise TypeError("%s %s Name must be a string" % (fn_name, what))

    def result(self):
        members = resolve(self.args[2])
        if not isinstance(members, collections.abc.Iterable):
            raise TypeError("Member list must be a list")
        entries = {}
        for index, item in enumerate(members):
            if not isinstance(item, str):
                raise TypeError("Member list items must be strings")
            if "=" not in item:
                # Heat builds a dict from the "key=value" pairs
                raise ValueError("dictionary update sequence element #%d has length 1; 2 is "
                                 "required" % index)
            key, _, value = item.partition("=")
            match = self._MEMBER.match(key)
            if match:
                entries.setdefault(int(match.group(1)), {})[match.group(2)] = value
        key_name, value_name = self.args[0], self.args[1]
        return {e[key_name]: e[value_name] for _, e in sorted(entries.items())
                if key_name in e and value_name in e}


def Ref(stack, fn_name, args):
    """``Ref: name``: a resource's reference id, else a parameter's value.
    As Heat's ``name in stack``, a resource is one the stack has or, while
    its definitions are parsed, one its template's resources section names;
    with no stack (a nested template being built, as InstanceGroup builds
    its members' outputs), a resource."""
    if not isinstance(args, collections.abc.Hashable):
        raise TypeError("unhashable type: '%s'" % type(args).__name__)
    if stack is None:
        return GetResource(stack, fn_name, args)
    if isinstance(args, str) and (args in stack or args in (stack.t.t.get(stack.t.RESOURCES) or {})):
        return GetResource(stack, fn_name, args)
    return ParamRef(stack, fn_name, args)


class ParamRef(Function):
    def result(self):
        name = resolve(self.args)
        try:
            return self.stack.parameters[name]
        except (KeyError, TypeError):
            raise exception.InvalidTemplateReference(resource=name, key="unknown")


class GetAZs(Function):
    """``Fn::GetAZs``: Nova's availability zones, asked of the stack's cloud
    as Heat asks (the region argument is ignored, as in Heat)."""

    def result(self):
        if self.stack is None:
            return ["nova"]
        return self.stack.get_availability_zones()


class ResourceFacade(Function):
    """``resource_facade: metadata|deletion_policy|update_policy``: data of
    the parent resource of a nested stack. A top-level stack has no parent,
    so evaluating it fails as in Heat."""

    KEYS = ("metadata", "deletion_policy", "update_policy")

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if args not in self.KEYS:
            raise ValueError('Incorrect arguments to "%s" should be one of: %s'
                             % (fn_name, ", ".join(self.KEYS)))

    def result(self):
        parent = getattr(self.stack, "parent_resource", None)
        key = ResourceFacade.KEYS[self.KEYS.index(resolve(self.args))]
        if key == "metadata":
            return parent.metadata_get()
        if key == "update_policy":
            return resolve(parent.t._update_policy or {})
        return parent.t.deletion_policy()


class CfnResourceFacade(ResourceFacade):
    KEYS = ("Metadata", "DeletionPolicy", "UpdatePolicy")


class FindInMap(Function):
    """``Fn::FindInMap: [mapping, key, value]``: an entry of the template's
    Mappings."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        try:
            self._map, self._key, self._value = args
        except ValueError as exc:
            raise KeyError(str(exc))

    def result(self):
        mapping = self.stack.t.maps[resolve(self._map)]
        return mapping[resolve(self._key)][resolve(self._value)]


class GetAtt(GetAttThenSelect):
    """``Fn::GetAtt: [resource, attribute]``."""

    def __init__(self, stack, fn_name, args):
        try:
            _resource, _attribute = args
        except ValueError:
            raise ValueError('Arguments to "%s" must be of the form [resource_name, attribute]'
                             % fn_name)
        super().__init__(stack, fn_name, args)


class Not(Function):
    """``Fn::Not: [condition]``."""

    def __init__(self, stack, fn_name, args):
        super().__init__(stack, fn_name, args)
        if not args or not _is_list(args) or len(args) != 1:
            raise ValueError('Arguments to "%s" must be of the form: [condition]' % fn_name)

    def result(self):
        return not _condition(self.stack, self.args[0])
