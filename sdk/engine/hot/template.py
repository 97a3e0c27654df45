"""The functions each HOT version allows, outside and inside ``conditions``,
and the date each version name stands for."""
from sdk.engine.cfn import functions as cfn_functions
from sdk.engine.cfn import template as cfn_template
from sdk.engine.hot import functions as hot

#: the CFN functions HOT dropped in 2014-10-16
_REMOVED = dict.fromkeys(("Fn::GetAZs", "Fn::Join", "Fn::Split", "Fn::Replace", "Fn::Base64",
                          "Fn::MemberListToMap", "Fn::ResourceFacade", "Ref", "Fn::Select"),
                         hot.Removed)


def _version_table():
    v20130523 = dict(cfn_template.FUNCTIONS, get_param=hot.GetParam,
                     get_resource=hot.GetResource, get_attr=hot.GetAttThenSelect,
                     str_replace=hot.ReplacePlain, get_file=hot.GetFile,
                     list_join=hot.JoinSingle, resource_facade=cfn_functions.ResourceFacade)
    v20141016 = v20130523 | _REMOVED | {"get_attr": hot.GetAtt, "Fn::Select": cfn_functions.Select}
    v20150430 = dict(v20141016, repeat=hot.Repeat, digest=hot.Digest)
    v20151015 = dict(v20150430, **_REMOVED, get_attr=hot.GetAttAll, str_split=hot.Split,
                     list_join=hot.Join, str_replace=hot.Replace)
    v20160408 = dict(v20151015, map_merge=hot.MapMerge)
    v20161014 = dict(v20160408, map_replace=hot.MapReplace, repeat=hot.RepeatWithMap,
                     yaql=hot.Yaql, equals=hot.Equals,
                     **{"if": hot.If, "not": hot.Not, "and": hot.And, "or": hot.Or})
    v20170224 = dict(v20161014, filter=hot.Filter, str_replace_strict=hot.ReplaceStrict)
    v20170901 = dict(v20170224, list_concat=hot.ListConcat,
                     list_concat_unique=hot.ListConcatUnique, contains=hot.Contains,
                     str_replace_vstrict=hot.ReplaceVeryStrict, repeat=hot.RepeatWithZip,
                     make_url=hot.MakeURL)
    v20210416 = dict(v20170901, **{"if": hot.IfNullable})
    table = {
        "2013-05-23": v20130523, "2014-10-16": v20141016, "2015-04-30": v20150430,
        "2015-10-15": v20151015, "2016-04-08": v20160408, "2016-10-14": v20161014,
        "2017-02-24": v20170224, "2017-09-01": v20170901, "2018-03-02": v20170901,
        "2018-08-31": v20170901, "2021-04-16": v20210416,
    }
    for alias, date in (("newton", "2016-10-14"), ("ocata", "2017-02-24"),
                        ("pike", "2017-09-01"), ("queens", "2018-03-02"),
                        ("rocky", "2018-08-31"), ("wallaby", "2021-04-16")):
        table[alias] = table[date]
    return table


_ALL_FUNCTIONS = _version_table()

#: canonical date of each version name
VERSION_DATES = {v: v for v in _ALL_FUNCTIONS if v[0].isdigit()}
VERSION_DATES.update(newton="2016-10-14", ocata="2017-02-24", pike="2017-09-01",
                     queens="2018-03-02", rocky="2018-08-31", wallaby="2021-04-16")

_CONDITION_ONLY = ("equals", "not", "and", "or")


def _condition_table(table, date):
    """Inside ``conditions`` only the condition functions work; others are Invalid."""
    out = {n: (f if f is hot.Removed else hot.Invalid) for n, f in table.items()
           if n not in _CONDITION_ONLY}
    if date >= "2016-10-14":
        out.update(get_param=hot.GetParam, equals=hot.Equals,
                   **{"not": hot.Not, "and": hot.And, "or": hot.Or})
    if date >= "2017-09-01":
        out.update(yaql=hot.Yaql, contains=hot.Contains)
    return out


#: template version -> {function name: Function class} outside ``conditions``
FUNCTIONS = {v: {n: f for n, f in t.items() if n not in _CONDITION_ONLY}
             for v, t in _ALL_FUNCTIONS.items()}

#: template version -> {function name: Function class} inside ``conditions``
CONDITION_FUNCTIONS = {v: _condition_table(t, VERSION_DATES[v]) for v, t in _ALL_FUNCTIONS.items()}
