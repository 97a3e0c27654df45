"""The CFN functions a template may call, by name (HOT 2013-05-23 runs them
all; later HOT versions keep ``Fn::Select`` only up to 2015-04-30)."""
from sdk.engine.cfn.functions import (
                                      Base64,
                                      CfnJoin,
                                      CfnReplace,
                                      CfnResourceFacade,
                                      GetAZs,
                                      MemberListToMap,
                                      Ref,
                                      Select,
                                      Split,
)

#: the CFN functions HOT 2013-05-23 runs
FUNCTIONS = {
    "Fn::Select": Select, "Fn::Join": CfnJoin, "Fn::Split": Split, "Fn::Replace": CfnReplace,
    "Fn::Base64": Base64, "Fn::MemberListToMap": MemberListToMap, "Ref": Ref,
    "Fn::GetAZs": GetAZs, "Fn::ResourceFacade": CfnResourceFacade,
}
