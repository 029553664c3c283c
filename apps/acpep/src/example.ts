/**
 * Example input: five peptides reported active against cancer cells and three that are not
 * known to be (sequences from UniProt / APD3).
 */
export const exampleFasta = `>KLA_(KLAKLAK)2 pro-apoptotic peptide, synthetic
KLAKLAKKLAKLAK
>lactoferricin_B Bos taurus
FKCRRWQWRMKKLGAPSITCVRRAF
>aurein_1.2 Litoria aurea
GLFDIIKKIAESF
>melittin Apis mellifera
GIGAVLKVLTTGLPALISWIKRKRQQ
>magainin_2 Xenopus laevis
GIGKFLHSAKKFGKAFVGEIMNS
>glucagon human
HSQGTFTSDYSKYLDSRRAQDFVQWLMNT
>insulin_B_chain human
FVNQHLCGSHLVEALYLVCGERGFFYTPKT
>ubiquitin_1-40 human
MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQ
`;
